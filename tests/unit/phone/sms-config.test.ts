import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { twilioConfig } from '#server/sms/sms-config.ts';

describe('twilioConfig', () => {
  it('is off with no Twilio variables, and on with all three', () => {
    expect(twilioConfig(parseEnv({}))).toBeNull();
    expect(
      twilioConfig(
        parseEnv({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: 'MG1' }),
      ),
    ).toMatchObject({ accountSid: 'AC1', from: 'MG1', apiBaseUrl: undefined });
  });

  it('stops the server on half a configuration, naming what is missing', () => {
    expect(() => twilioConfig(parseEnv({ TWILIO_ACCOUNT_SID: 'AC1' }))).toThrow(
      'Invalid environment variable TWILIO_AUTH_TOKEN',
    );
  });
});
