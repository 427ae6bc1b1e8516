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

// docs/operations.md, "Lost answers": a call the server could not finish because it lost
// its database may or may not have been done; one safe to make twice is made again.
describe('apiFetch when the server lost its database', () => {
  const lost = () =>
    new Response(
      JSON.stringify({ error: { code: 'DATABASE_UNAVAILABLE', message: 'Please try again.' } }),
      { status: 503, headers: { 'Retry-After': '1', 'content-type': 'application/json' } },
    );
  const answers = (...responses: (() => Response)[]) => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init.method ?? 'GET');
      return responses[Math.min(calls.length - 1, responses.length - 1)]!();
    });
    return calls;
  };

  it('asks again for a PUT, and answers what the second try says', async () => {
    const calls = answers(lost, () => Response.json({ ok: true }));
    await expect(apiFetch('/prefs', { method: 'PUT', body: {} })).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['PUT', 'PUT']);
  });

  it('counts a DELETE done when the second try finds it gone', async () => {
    const calls = answers(lost, () =>
      Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 }),
    );
    await expect(apiFetch('/api-tokens/t1', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(calls).toEqual(['DELETE', 'DELETE']);
  });

  it('leaves a POST to the caller, with the reason', async () => {
    const calls = answers(lost, () => Response.json({ ok: true }));
    await expect(apiFetch('/meals', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(calls).toEqual(['POST']);
  });
});
