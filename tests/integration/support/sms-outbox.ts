// The development SMS outbox as the tests read it.
import { DEV_OUTBOX_KEY_HEADER } from '#server/mail/dev-outbox-key.ts';
import { TEST_DEV_OUTBOX_KEY } from '../../support/test-stack.ts';
import type { ApiClient } from './api-client.ts';

/** The signed-in member's development SMS outbox, read with the operator's key. */
export function smsOutbox<T>(api: ApiClient) {
  return api.request<T>('GET', '/dev/sms-outbox', undefined, {
    [DEV_OUTBOX_KEY_HEADER]: TEST_DEV_OUTBOX_KEY,
  });
}
