import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  RecipeFetchError,
  safeFetchPage,
  type RecipeFetchErrorCode,
  type SafeFetchOptions,
} from '#server/recipe-import/safe-fetch.ts';
import { serverPerTest } from './local-server.ts';

const PAGE = '<!doctype html><html><head><title>Soup</title></head><body>Soup</body></html>';

async function fetchError(url: string, options?: SafeFetchOptions): Promise<RecipeFetchError> {
  try {
    // A regression should fail fast rather than wait out the 10 s default.
    await safeFetchPage(url, { timeoutMs: 2000, ...options });
  } catch (error) {
    if (error instanceof RecipeFetchError) return error;
    throw error;
  }
  throw new Error(`expected ${url} to be refused`);
}

async function expectCode(url: string, code: RecipeFetchErrorCode, options?: SafeFetchOptions) {
  expect((await fetchError(url, options)).code).toBe(code);
}

/** A lookup from a fixed table; counts calls to prove each hop resolves exactly once. */
function tableLookup(table: Record<string, string[]>) {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const answer = table[hostname];
    if (!answer) throw Object.assign(new Error(`unknown host ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };
  return { lookup, calls };
}

const noLookup = async (hostname: string): Promise<string[]> => {
  throw new Error(`lookup of ${hostname} must not happen`);
};

describe('safeFetchPage refuses before connecting', () => {
  it.each(['ftp://example.com/recipe', 'file:///etc/passwd', 'javascript:alert(1)', 'data:,hi'])(
    'refuses the scheme of %s',
    async (url) => {
      await expectCode(url, 'UNSUPPORTED_SCHEME', { lookup: noLookup });
    },
  );

  it('refuses text that is not a URL', async () => {
    await expectCode('not a url', 'INVALID_URL', { lookup: noLookup });
  });

  it('refuses credentials in the URL', async () => {
    const error = await fetchError('http://user:secret@example.com/', { lookup: noLookup });
    expect(error.code).toBe('INVALID_URL');
    expect(error.message).toMatch(/user name or password/);
  });

  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:8080/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fe80::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/',
  ])('refuses the address literal %s', async (url) => {
    const error = await fetchError(url, { lookup: noLookup });
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(error.message).toBe('That address points to a private network and cannot be fetched.');
  });

  it('refuses localhost resolved by the system resolver', async () => {
    await expectCode('http://localhost/', 'BLOCKED_ADDRESS');
  });

  it('refuses localhost resolved by the lookup option', async () => {
    const { lookup } = tableLookup({ localhost: ['::1', '127.0.0.1'] });
    await expectCode('http://localhost:3000/', 'BLOCKED_ADDRESS', { lookup });
  });

  it.each([
    [['127.0.0.1']],
    [['10.0.0.5']],
    [['::ffff:192.168.0.1']],
    // One private answer among public ones is enough: the socket could pick it.
    [['93.184.215.14', '2606:4700:4700::1111', '172.16.0.1']],
  ])('refuses a host name that resolves to %j', async (addresses) => {
    const { lookup } = tableLookup({ 'public.test': addresses });
    await expectCode('http://public.test/recipe', 'BLOCKED_ADDRESS', { lookup });
  });

  it('reports an unknown host as a network failure', async () => {
    const { lookup } = tableLookup({});
    await expectCode('http://nowhere.test/', 'NETWORK', { lookup });
  });
});

describe('safeFetchPage against a loopback server', () => {
  const serve = serverPerTest();

  it('fetches an HTML page when private addresses are allowed', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    const url = `http://127.0.0.1:${server.port}/soup`;
    const page = await safeFetchPage(url, { allowPrivateAddresses: true });
    expect(page).toEqual({ finalUrl: url, html: PAGE });
  });

  it('connects to the address the lookup vetted and keeps the host name', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/start') res.writeHead(302, { location: '/soup' }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    });
    // Real DNS knows nothing of recipes.test, so reaching the server proves the pinning.
    const { lookup, calls } = tableLookup({ 'recipes.test': ['127.0.0.1'] });
    const page = await safeFetchPage(`http://recipes.test:${server.port}/start`, {
      lookup,
      exemptAddresses: ['127.0.0.1'],
    });
    expect(page.finalUrl).toBe(`http://recipes.test:${server.port}/soup`);
    expect(calls).toEqual(['recipes.test', 'recipes.test']);
    expect(server.hosts).toEqual([`recipes.test:${server.port}`, `recipes.test:${server.port}`]);
  });

  // Targets stay on loopback so that a regression cannot send a request off this machine.
  it.each([
    ['a host name resolving to 127.0.0.2', (port: number) => `http://internal.test:${port}/secret`],
    ['an IPv6 loopback literal', (port: number) => `http://[::1]:${port}/secret`],
    ['a decimal literal of 127.0.0.2', (port: number) => `http://2130706434:${port}/secret`],
    ['a mapped IPv6 literal of 127.0.0.1', (port: number) => `http://[::ffff:7f00:1]:${port}/x`],
  ])('re-checks the address after a redirect to %s', async (_label, target) => {
    const server = await serve((req, res) => {
      if (req.url === '/start') res.writeHead(302, { location: target(port) }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end('secret');
    });
    const port = server.port;
    const { lookup } = tableLookup({
      'public.test': ['127.0.0.1'],
      'internal.test': ['127.0.0.2'],
    });
    // Only the first hop's exact address is exempt; the second hop gets the full check.
    const options = { lookup, exemptAddresses: ['127.0.0.1'] };
    await expectCode(`http://public.test:${port}/start`, 'BLOCKED_ADDRESS', options);
    expect(server.paths).toEqual(['/start']);
  });

  it('refuses a redirect to a non-http scheme', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(301, { location: 'file:///etc/passwd' }).end();
    });
    await expectCode(`http://127.0.0.1:${server.port}/`, 'UNSUPPORTED_SCHEME', {
      allowPrivateAddresses: true,
    });
  });

  it('stops after maxRedirects redirects', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(302, { location: `/hop${server.paths.length}` }).end();
    });
    await expectCode(`http://127.0.0.1:${server.port}/`, 'TOO_MANY_REDIRECTS', {
      allowPrivateAddresses: true,
      maxRedirects: 2,
    });
    expect(server.paths).toHaveLength(3);
  });

  it('refuses a body whose declared length exceeds maxBytes', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(2000));
    });
    await expectCode(`http://127.0.0.1:${server.port}/`, 'TOO_LARGE', {
      allowPrivateAddresses: true,
      maxBytes: 1000,
    });
  });

  it('stops reading an undeclared body past maxBytes', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      // Chunked and endless: only the cap can end this read.
      const timer = setInterval(() => res.write('x'.repeat(512)), 1);
      res.on('close', () => clearInterval(timer));
    });
    await expectCode(`http://127.0.0.1:${server.port}/`, 'TOO_LARGE', {
      allowPrivateAddresses: true,
      maxBytes: 4096,
    });
  });

  it('caps the decompressed size of a gzip body', async () => {
    const bomb = gzipSync(Buffer.alloc(1024 * 1024));
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb);
    });
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expectCode(`http://127.0.0.1:${server.port}/`, 'TOO_LARGE', {
      allowPrivateAddresses: true,
      maxBytes: 64 * 1024,
    });
  });

  it('decodes a gzip body', async () => {
    const server = await serve((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(PAGE));
    });
    const page = await safeFetchPage(`http://127.0.0.1:${server.port}/`, {
      allowPrivateAddresses: true,
    });
    expect(page.html).toBe(PAGE);
  });

  it('times out on a server that never answers', async () => {
    const server = await serve(() => {});
    const started = Date.now();
    await expectCode(`http://127.0.0.1:${server.port}/`, 'TIMEOUT', {
      allowPrivateAddresses: true,
      timeoutMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out on a body that stalls halfway', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).write('<html><body>');
    });
    await expectCode(`http://127.0.0.1:${server.port}/`, 'TIMEOUT', {
      allowPrivateAddresses: true,
      timeoutMs: 300,
    });
  });

  it.each(['application/json', 'image/png', 'text/plain; charset=utf-8'])(
    'refuses content type %s',
    async (type) => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': type }).end('{}');
      });
      await expectCode(`http://127.0.0.1:${server.port}/`, 'NOT_HTML', {
        allowPrivateAddresses: true,
      });
    },
  );

  it('accepts XHTML and a missing content type', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/xhtml') res.writeHead(200, { 'content-type': 'application/xhtml+xml' });
      res.end(PAGE);
    });
    const options = { allowPrivateAddresses: true };
    const base = `http://127.0.0.1:${server.port}`;
    expect((await safeFetchPage(`${base}/xhtml`, options)).html).toBe(PAGE);
    expect((await safeFetchPage(`${base}/untyped`, options)).html).toBe(PAGE);
  });

  it('decodes a latin1 page by its declared charset', async () => {
    const server = await serve((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' })
        .end(Buffer.from('<p>Crème brûlée</p>', 'latin1'));
    });
    const page = await safeFetchPage(`http://127.0.0.1:${server.port}/`, {
      allowPrivateAddresses: true,
    });
    expect(page.html).toBe('<p>Crème brûlée</p>');
  });

  it('reports an error status', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' }).end('gone');
    });
    const error = await fetchError(`http://127.0.0.1:${server.port}/`, {
      allowPrivateAddresses: true,
    });
    expect(error.code).toBe('HTTP_STATUS');
    expect(error.message).toContain('404');
  });

  it('reports a refused connection as a network failure', async () => {
    const server = await serve(() => {});
    const port = server.port;
    await server.close();
    await expectCode(`http://127.0.0.1:${port}/`, 'NETWORK', { allowPrivateAddresses: true });
  });
});
