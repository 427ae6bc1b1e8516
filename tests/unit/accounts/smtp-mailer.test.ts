// The mailer hands email to a real SMTP server (the test catcher on loopback) when
// SMTP_URL is set; links survive the trip intact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { invitationMessage, verifyEmailMessage } from '#server/mail/messages.ts';
import { UNIT_SMTP_PORT } from '../../support/ports.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../support/smtp-catcher.ts';

let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher(UNIT_SMTP_PORT);
});
afterAll(() => catcher.stop());

describe('SMTP mailer', () => {
  it('sends through SMTP, keeping long links with = and & whole', async () => {
    const env = parseEnv({ SMTP_URL: catcher.url, MAIL_FROM: 'Planner <planner@example.test>' });
    // No database: SMTP mode never touches the outbox.
    const mailer = createMailer(env, null as never, () => {});
    expect(mailer.mode).toBe('smtp');
    const link = `https://planner.example/api/auth/verify-email?token=${'a7'.repeat(26)}&x=1`;
    await mailer.send(verifyEmailMessage('New.Person@Example.test', link));
    const family = 'Ünal & <Sons>';
    await mailer.send(
      invitationMessage('teen@example.test', {
        familyName: family,
        inviterName: 'Ada',
        link: 'https://planner.example/invite/abc',
        newFamily: false,
      }),
    );
    const [verify, invite] = catcher.messages;
    expect(verify?.to).toEqual(['new.person@example.test']);
    expect(verify?.subject).toBe('Confirm your email for Family Dinner Planner');
    expect(verify?.text).toContain(link);
    expect(invite?.subject).toBe(`Join the ${family} family on Family Dinner Planner`);
    // A family name with signs in it stays quoted; an ordinary first name does not.
    expect(invite?.text).toContain(`Ada invited you to join the "${family}" family`);
  });

  it('reports a server it cannot reach', async () => {
    const env = parseEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const mailer = createMailer(env, null as never, () => {});
    await expect(mailer.send(verifyEmailMessage('a@example.test', 'https://x'))).rejects.toThrow();
  });
});
