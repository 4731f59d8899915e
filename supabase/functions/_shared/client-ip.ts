import type { ClientIpSource } from './config.ts';

export type ConnInfo = { remoteAddr?: { hostname?: string } };

/** The first 64 bits of an IPv6 address: one subscriber usually holds a whole /64. Null when not IPv6. */
export function ipv6Prefix64(value: string): string | null {
  const address = value
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!
    .toLowerCase();
  if (!address.includes(':') || !/^[0-9a-f:.]+$/.test(address)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return null;
  const [head = '', tail = ''] = address.split('::', 2) as [string, string?];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (!address.includes('::') && headGroups.length !== 8) return null;
  if (missing < 0) return null;
  const groups = [...headGroups, ...Array<string>(address.includes('::') ? missing : 0).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** IPv4 as is (also when mapped in IPv6), IPv6 grouped by /64. */
export function groupAddress(value: string): string {
  const mapped = /^(?:\[)?::ffff:(\d+\.\d+\.\d+\.\d+)(?:\])?$/i.exec(value);
  if (mapped) return mapped[1]!;
  return ipv6Prefix64(value) ?? value;
}

/**
 * The client's address for rate limiting. Each trusted proxy appends the address it saw to the header, so the
 * client is the hop `trustedProxies` from the right; hops further left are written by the client and ignored.
 */
export function clientAddress(request: Request, info: ConnInfo | undefined, source: ClientIpSource): string {
  const header = request.headers.get(source.header);
  const hops = (header ?? '').split(',').map((hop) => hop.trim());
  // A blank hop where the platform writes means the header is not the platform's: the socket is used.
  const forwarded = source.trustedProxies > 0 ? hops[hops.length - source.trustedProxies] || undefined : undefined;
  const address = forwarded ?? info?.remoteAddr?.hostname ?? 'unknown';
  return groupAddress(address).slice(0, 100);
}
