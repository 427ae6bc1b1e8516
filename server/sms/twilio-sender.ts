// Text messages through the official Twilio client. TWILIO_API_BASE_URL (tests only) sends
// its requests to another address through the client's httpClient option.
import twilio from 'twilio';
import type IRequestClient from 'twilio/lib/base/RequestClient.js';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { TwilioConfig } from './sms-config.ts';
import type { SmsSender } from './sms-types.ts';

type RequestOptions<TData> = IRequestClient.RequestOptions<TData>;

class RebasedRequestClient extends twilio.RequestClient {
  readonly #baseUrl: string;
  constructor(baseUrl: string) {
    super();
    this.#baseUrl = baseUrl.replace(/\/$/, '');
  }
  override request<TData>(options: RequestOptions<TData>) {
    const uri = options.uri.replace(/^https:\/\/[^/]+/, this.#baseUrl);
    return super.request<TData>({ ...options, uri });
  }
}

// Twilio's answers that mean the number itself is wrong (not ours to retry).
const BAD_NUMBER_CODES = new Set([21211, 21214, 21217, 21408, 21610, 21612, 21614]);

export function twilioSender(config: TwilioConfig): SmsSender {
  const client = twilio(config.accountSid, config.authToken, {
    httpClient: config.apiBaseUrl ? new RebasedRequestClient(config.apiBaseUrl) : undefined,
  });
  const sender = config.from.startsWith('MG')
    ? { messagingServiceSid: config.from }
    : { from: config.from };
  return {
    via: 'twilio',
    async send(message) {
      try {
        await client.messages.create({ to: message.to, body: message.body, ...sender });
      } catch (error) {
        const code = (error as { code?: number }).code;
        console.error(`Twilio refused a message: ${(error as Error).message}`);
        throw new AppError(
          code !== undefined && BAD_NUMBER_CODES.has(code)
            ? ErrorCode.INVALID_PHONE
            : ErrorCode.SMS_FAILED,
        );
      }
    },
  };
}
