// The client's one REST call: an abort that lands while the body is read is an abort, not
// an empty answer (read as null, it crashed the shopping list's suggestions: seen in CI).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '#client/lib/api.ts';

afterEach(() => vi.unstubAllGlobals());

/** A fetch whose headers arrive and whose body is cut off by the caller's abort. */
function fetchAbortedInBody(controller: AbortController) {
  return async () => {
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('["Bana'));
        controller.abort();
        stream.error(new DOMException('The operation was aborted.', 'AbortError'));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

describe('apiFetch', () => {
  it('rejects when the caller aborts while the body is read', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', fetchAbortedInBody(controller));
    await expect(
      apiFetch('/shopping-items/autocomplete?q=ba', { signal: controller.signal }),
    ).rejects.toThrow();
  });

  it('answers null for a body that is not JSON, when nobody aborted', async () => {
    vi.stubGlobal('fetch', async () => new Response('not json', { status: 200 }));
    await expect(apiFetch('/anything')).resolves.toBeNull();
  });
});
