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

export async function apiFetch<T = unknown>(path: string, options: Options = {}): Promise<T> {
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
