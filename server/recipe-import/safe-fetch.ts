import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isBlockedAddress } from './blocked-addresses.ts';
import { errorMessages } from '#domain/errors.ts';

export type RecipeFetchErrorCode =
  | 'INVALID_URL'
  | 'UNSUPPORTED_SCHEME'
  | 'BLOCKED_ADDRESS'
  | 'TOO_MANY_REDIRECTS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'NOT_HTML'
  | 'NOT_IMAGE'
  | 'NOT_JSON'
  | 'HTTP_STATUS'
  | 'NETWORK'
  | 'NO_RECIPE'
  | 'TOO_COMPLEX';

export const recipeFetchMessages: Record<RecipeFetchErrorCode, string> = {
  INVALID_URL: 'That is not a valid web address.',
  UNSUPPORTED_SCHEME: 'Only http:// and https:// addresses can be imported.',
  BLOCKED_ADDRESS: 'That address points to a private network and cannot be fetched.',
  TOO_MANY_REDIRECTS: 'That page redirects too many times.',
  TIMEOUT: 'The site took too long to answer.',
  TOO_LARGE: 'That page is too large to import.',
  NOT_HTML: 'That address does not point to a web page.',
  NOT_IMAGE: 'That address does not point to an image.',
  NOT_JSON: 'That address does not point to a JSON document.',
  HTTP_STATUS: 'The site answered with an error.',
  NETWORK: 'The site could not be reached.',
  NO_RECIPE: 'No recipe was found on that page.',
  // A page over the extractor's limits (extract-off-thread.ts): the spec's own message.
  TOO_COMPLEX: errorMessages.RECIPE_IMPORT_FAILED,
};

export class RecipeFetchError extends Error {
  readonly code: RecipeFetchErrorCode;
  constructor(code: RecipeFetchErrorCode, message?: string, options?: ErrorOptions) {
    super(message ?? recipeFetchMessages[code], options);
    this.name = 'RecipeFetchError';
    this.code = code;
  }
}

export interface SafeFetchOptions {
  /** Skips only the address check, so tests can serve pages on 127.0.0.1. Off by default. */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Resolves a host name to all its addresses; the connection uses exactly these. */
  lookup?: (hostname: string) => Promise<string[]>;
  /**
   * Exact addresses exempt from the address check. Lets a test serve its first hop on loopback
   * while every other address, on every hop, is still vetted.
   */
  exemptAddresses?: readonly string[];
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const JSON_TYPES = new Set(['application/json']);
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';
const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1';
const requestHeaders = (accept: string) => ({
  'user-agent': 'Mozilla/5.0 (compatible; FamilyDinnerPlanner/1.0; +recipe-import)',
  accept,
  'accept-encoding': 'gzip, deflate, br',
});

async function systemLookup(hostname: string): Promise<string[]> {
  const answers = await dnsLookup(hostname, { all: true });
  return answers.map((answer) => answer.address);
}

function parseTarget(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new RecipeFetchError('INVALID_URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RecipeFetchError('UNSUPPORTED_SCHEME');
  }
  if (url.username || url.password) {
    throw new RecipeFetchError(
      'INVALID_URL',
      'Addresses with a user name or password cannot be fetched.',
    );
  }
  if (!url.hostname) throw new RecipeFetchError('INVALID_URL');
  return url;
}

/** Settles with the promise, or rejects as soon as the signal aborts (DNS takes no signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

type Settings = Required<Omit<SafeFetchOptions, 'exemptAddresses'>> & { exempt: Set<string> };

async function vetHost(host: string, settings: Settings, signal: AbortSignal): Promise<string[]> {
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await untilAborted(settings.lookup(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new RecipeFetchError('NETWORK', 'That site’s name could not be found.', {
        cause: error,
      });
    }
  }
  if (addresses.length === 0) {
    throw new RecipeFetchError('NETWORK', 'That site’s name could not be found.');
  }
  // One bad answer refuses the host: the connection could otherwise land on it.
  const blocked = addresses.some((ip) => !settings.exempt.has(ip) && isBlockedAddress(ip));
  if (blocked && !settings.allowPrivateAddresses) throw new RecipeFetchError('BLOCKED_ADDRESS');
  return addresses;
}

/** Hands the socket the vetted addresses, so a second DNS answer can never be used. */
function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses
    .map((address) => ({ address, family: isIP(address) }))
    .filter((entry) => entry.family !== 0);
  return (hostname, options, callback) => {
    const first = entries[0];
    if (!first) {
      callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
    } else if (options.all) {
      callback(null, entries);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

function send(url: URL, host: string, addresses: string[], signal: AbortSignal, accept: string) {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: requestHeaders(accept),
        // A fresh agent per hop: a pooled socket would skip the pinned lookup.
        agent: false,
        lookup: pinnedLookup(addresses),
        // Certificates are checked against the name the user typed, not the address.
        ...(isIP(host) ? {} : { servername: host }),
        signal,
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

function decodedBody(res: IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return res;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder)
    throw new RecipeFetchError('NETWORK', 'The site sent the page in an unknown encoding.');
  return pipeline(res, decoder, () => {});
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(res.headers['content-length']) > maxBytes) throw new RecipeFetchError('TOO_LARGE');
  const chunks: Buffer[] = [];
  let size = 0;
  // Counted after decompression, so a small compressed bomb is caught too.
  for await (const chunk of decodedBody(res)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new RecipeFetchError('TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

function decodeText(body: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    // An unknown label: UTF-8 is by far the likeliest truth.
    return new TextDecoder('utf-8').decode(body);
  }
}

type Wanted = { accept: string; types: ReadonlySet<string>; wrongType: RecipeFetchErrorCode };

/** One vetted fetch, every hop checked; the body of an accepted type, capped in size. */
async function safeFetch(
  url: string,
  options: SafeFetchOptions,
  wanted: Wanted,
): Promise<{ finalUrl: string; body: Buffer; contentType: string | undefined }> {
  const settings: Settings = {
    allowPrivateAddresses: options.allowPrivateAddresses ?? false,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: options.maxBytes ?? 3 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 5,
    lookup: options.lookup ?? systemLookup,
    exempt: new Set(options.exemptAddresses ?? []),
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let target = parseTarget(url.trim());
  let res: IncomingMessage | undefined;
  try {
    for (let redirects = 0; ; redirects++) {
      const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
      const addresses = await vetHost(host, settings, signal);
      res = await send(target, host, addresses, signal, wanted.accept);
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(res.statusCode ?? 0) && location) {
        res.destroy();
        if (redirects >= settings.maxRedirects) throw new RecipeFetchError('TOO_MANY_REDIRECTS');
        target = parseTarget(location, target);
        continue;
      }
      const status = res.statusCode ?? 0;
      if (status < 200 || status > 299) {
        throw new RecipeFetchError(
          'HTTP_STATUS',
          `The site answered with an error (HTTP ${status}).`,
        );
      }
      const contentType = res.headers['content-type'];
      const mime = contentType?.split(';')[0]?.trim().toLowerCase();
      if (mime && !wanted.types.has(mime)) throw new RecipeFetchError(wanted.wrongType);
      const body = await readCapped(res, settings.maxBytes);
      return { finalUrl: target.href, body, contentType };
    }
  } catch (error) {
    if (signal.aborted) throw new RecipeFetchError('TIMEOUT', undefined, { cause: error });
    if (error instanceof RecipeFetchError) throw error;
    throw new RecipeFetchError('NETWORK', undefined, { cause: error });
  } finally {
    res?.destroy();
  }
}

export async function safeFetchPage(
  url: string,
  options: SafeFetchOptions = {},
): Promise<{ finalUrl: string; html: string }> {
  const { finalUrl, body, contentType } = await safeFetch(url, options, {
    accept: HTML_ACCEPT,
    types: HTML_TYPES,
    wrongType: 'NOT_HTML',
  });
  return { finalUrl, html: decodeText(body, contentType) };
}

/** A recipe's photo, through the same checks as its page; 5 MiB at most by default. */
export async function safeFetchImage(url: string, options: SafeFetchOptions = {}): Promise<Buffer> {
  const { body } = await safeFetch(
    url,
    { maxBytes: 5 * 1024 * 1024, ...options },
    { accept: IMAGE_ACCEPT, types: IMAGE_TYPES, wrongType: 'NOT_IMAGE' },
  );
  return body;
}

/** A small JSON document (an OAuth client's metadata), through the same checks. */
export async function safeFetchJson(url: string, options: SafeFetchOptions = {}): Promise<unknown> {
  const { body, contentType } = await safeFetch(url, options, {
    accept: 'application/json',
    types: JSON_TYPES,
    wrongType: 'NOT_JSON',
  });
  try {
    return JSON.parse(decodeText(body, contentType)) as unknown;
  } catch (error) {
    throw new RecipeFetchError('NOT_JSON', undefined, { cause: error });
  }
}
