import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Decides whether a resolved address may be fetched on a user's behalf. Anything that is not
 * clearly a public unicast address is refused, and text that does not parse as an address is
 * refused too: failing closed is the only safe default for a server-side request forgery guard.
 * The ranges are matched by Node's own `net.BlockList`.
 */

const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", includes the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, home of cloud metadata endpoints
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // retired 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes broadcast 255.255.255.255
];

// IPv6 forms whose last 32 bits are an IPv4 address that the packet will really reach:
// IPv4-mapped, SIIT translated, and the NAT64 well-known prefix (each a /96).
const EMBEDS_V4_AT_END = ['::ffff:', '::ffff:0:', '64:ff9b::'];

const BLOCKED_V6: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments, includes Teredo which hides its IPv4 address
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

/** 6to4 (2002::/16) carries the IPv4 address in its bits 16 to 48. */
function sixToFour(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return `2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::`;
}

const blocked = new BlockList();
for (const [network, bits] of BLOCKED_V4) {
  blocked.addSubnet(network, bits, 'ipv4');
  // The same range reached through an IPv6 form that embeds it.
  for (const prefix of EMBEDS_V4_AT_END)
    blocked.addSubnet(`${prefix}${network}`, 96 + bits, 'ipv6');
  blocked.addSubnet(sixToFour(network), 16 + bits, 'ipv6');
}
for (const [network, bits] of BLOCKED_V6) blocked.addSubnet(network, bits, 'ipv6');

const embedsV4 = new BlockList();
for (const prefix of EMBEDS_V4_AT_END) embedsV4.addSubnet(`${prefix}0.0.0.0`, 96, 'ipv6');

// Only global unicast (2000::/3) can be public; this excludes ::, ::1, fc00::/7, fe80::/10,
// ff00::/8, the deprecated site-local and IPv4-compatible ranges, and local-use NAT64.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

export function isBlockedAddress(ip: string): boolean {
  // Brackets come from URL hosts, a zone id ("fe80::1%eth0") from scoped link-local answers.
  const text = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(text)) return blocked.check(text, 'ipv4');
  if (!isIPv6(text)) return true;
  // An embedded IPv4 address is judged as that address.
  if (embedsV4.check(text, 'ipv6')) return blocked.check(text, 'ipv6');
  if (!globalUnicast.check(text, 'ipv6')) return true;
  return blocked.check(text, 'ipv6');
}
