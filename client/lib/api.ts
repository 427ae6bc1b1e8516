// The one way the client calls the REST API: JSON in, JSON out, typed errors.
import type { ErrorCode } from '#domain/error-messages.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK' | 'INTERNAL' | undefined;
  constructor(status: number, code: ApiError['code'], message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

// `file` is sent as it is (a photo), with its own type, instead of a JSON body.
type Options = { method?: string; body?: unknown; file?: Blob; signal?: AbortSignal };

// A call the server could not finish because it lost its database (a Postgres restart,
// docs/operations.md, "Lost answers") answers 503 DATABASE_UNAVAILABLE: it may or may not
// have been done. A call that is safe to make twice by its method is made again, for as
// long as a restart takes; others are left to the caller, whose message says try again.
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const RETRY_WAITS_MS = [1_000, 2_000, 3_000, 4_000];

export async function apiFetch<T = unknown>(path: string, options: Options = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const waits = IDEMPOTENT.has(method) ? RETRY_WAITS_MS : [];
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiFetchOnce<T>(path, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The first try had deleted it before its answer was lost.
      if (attempt > 0 && method === 'DELETE' && error.status === 404) return undefined as T;
      const wait = waits[attempt];
      if (error.code !== 'DATABASE_UNAVAILABLE' || wait === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (options.signal?.aborted) throw options.signal.reason;
    }
  }
}

async function apiFetchOnce<T>(path: string, options: Options): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: {
        'Content-Type': options.file
          ? options.file.type || 'application/octet-stream'
          : 'application/json',
      },
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  }
  if (response.status === 204) return undefined as T;
  // An abort can land between the headers and the body: that is the caller's abort, not
  // an empty answer (read as null, it reached a list that expected an array).
  const body = (await response.json().catch((error: unknown) => {
    if (options.signal?.aborted) throw error;
    return null;
  })) as {
    error?: { code?: ApiError['code']; message?: string };
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      body?.error?.code,
      body?.error?.message ?? response.statusText,
    );
  }
  return body as T;
}

/** For callers that need the status itself (the setup check reads 200 versus 204). */
export async function apiStatus(path: string, signal?: AbortSignal): Promise<number> {
  const response = await fetch(`/api${path}`, { credentials: 'same-origin', signal });
  return response.status;
}

/** What to tell the person when a call failed: the server's reason, or a retry hint. */
export function apiErrorText(error: unknown, fallback = 'Please try again later.'): string {
  return error instanceof ApiError ? error.message : fallback;
}
