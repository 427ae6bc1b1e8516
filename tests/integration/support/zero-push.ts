// A push to the Zero mutate endpoint sent directly, as a forged client could send it.
import type { ApiClient } from './api-client.ts';

export type MutateResult = {
  kind?: string;
  mutations?: { id: { id: number }; result: { error?: string; message?: string } }[];
  error?: { code: string };
};

export function pushMutation(
  api: ApiClient,
  push: {
    clientGroupID?: string;
    clientID?: string;
    id?: number;
    name: string;
    args: object;
    /** The query string zero-cache sends, unless a test forges another. */
    query?: string;
  },
) {
  const id = push.id ?? 1;
  return api.request<MutateResult>(
    'POST',
    `/zero/mutate?${push.query ?? 'schema=zero_0&appID=zero'}`,
    {
      clientGroupID: push.clientGroupID ?? `cg-${crypto.randomUUID()}`,
      pushVersion: 1,
      requestID: `r-${id}`,
      timestamp: Date.now(),
      mutations: [
        {
          type: 'custom',
          id,
          clientID: push.clientID ?? `c-${crypto.randomUUID()}`,
          name: push.name,
          args: [push.args],
          timestamp: Date.now(),
        },
      ],
    },
    { authorization: `Bearer ${api.token}` },
  );
}
