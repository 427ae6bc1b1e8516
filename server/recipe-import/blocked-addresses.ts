import { isIPv4, isIPv6 } from 'node:net';

/**
 * Decides whether a resolved address may be fetched on a user's behalf. Anything that is not
 * clearly a public unicast address is refused, and text that does not parse as an address is
 * refused too: failing closed is the only safe default for a server-side request forgery guard.
 */

interface Cidr {
  bytes: number[];
  bits: number;
}

function parseV4(text: string): number[] {
  return text.split('.').map(Number);
}

function parseV6(text: string): number[] {
  // A dotted tail ("::ffff:1.2.3.4") becomes two hex groups so one splitter handles every form.
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const [a = 0, b = 0, c = 0, d = 0] = parseV4(text.slice(lastColon + 1));
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = '', right] = text.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const groups =
    right === undefined
      ? head
      : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function cidr(text: string): Cidr {
  const [ip = '', bits = ''] = text.split('/');
  return { bytes: isIPv4(ip) ? parseV4(ip) : parseV6(ip), bits: Number(bits) };
}

function inRange(bytes: readonly number[], range: Cidr): boolean {
  for (let bit = 0; bit < range.bits; bit += 8) {
    const width = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - width)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

const BLOCKED_V4 = [
  '0.0.0.0/8', // "this network", includes the unspecified address
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, home of cloud metadata endpoints
  '172.16.0.0/12',
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // retired 6to4 relay anycast
  '192.168.0.0/16',
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, includes broadcast 255.255.255.255
].map(cidr);

// IPv6 forms whose last 32 bits are an IPv4 address that the packet will really reach.
const EMBEDS_V4_AT_END = [
  '::ffff:0:0/96', // IPv4-mapped
  '::ffff:0:0:0/96', // SIIT translated
  '64:ff9b::/96', // NAT64 well-known prefix
].map(cidr);
const SIX_TO_FOUR = cidr('2002::/16');

// Only global unicast (2000::/3) can be public; this excludes ::, ::1, fc00::/7, fe80::/10,
// ff00::/8, the deprecated site-local and IPv4-compatible ranges, and local-use NAT64.
const GLOBAL_UNICAST_V6 = cidr('2000::/3');
const BLOCKED_V6 = [
  '2001::/23', // IETF protocol assignments, includes Teredo which hides its IPv4 address
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
].map(cidr);

function isBlockedV4(bytes: readonly number[]): boolean {
  return BLOCKED_V4.some((range) => inRange(bytes, range));
}

export function isBlockedAddress(ip: string): boolean {
  // Brackets come from URL hosts, a zone id ("fe80::1%eth0") from scoped link-local answers.
  const text = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(text)) return isBlockedV4(parseV4(text));
  if (!isIPv6(text)) return true;
  const bytes = parseV6(text);
  if (EMBEDS_V4_AT_END.some((range) => inRange(bytes, range))) {
    return isBlockedV4(bytes.slice(12));
  }
  if (inRange(bytes, SIX_TO_FOUR)) return isBlockedV4(bytes.slice(2, 6));
  if (!inRange(bytes, GLOBAL_UNICAST_V6)) return true;
  return BLOCKED_V6.some((range) => inRange(bytes, range));
}
