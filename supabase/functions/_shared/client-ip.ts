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

const ipv4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** Addresses no visitor reaches us from: a proxy's or the platform's own, shared by everyone behind it. */
function isInternal(address: string): boolean {
  if (ipv4.test(address)) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  const lower = address.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/** An IP address as a rate-limit key (IPv4 as is, IPv6 by /64), or null when the value is no IP address. */
function addressKey(value: string): string | null {
  const unwrapped = value.trim().replace(/^\[|\]$/g, '');
  const key = groupAddress(unwrapped);
  return ipv4.test(key) || key.endsWith('::/64') ? key : null;
}

/** The headers of the site's form relay (its Pages Function): the shared secret and the visitor's address. */
export const relayHeaders = { secret: 'x-form-relay-secret', clientIp: 'x-form-relay-client-ip' } as const;

const utf8 = new TextEncoder();

/** Compares a given secret with the expected one in a time that does not depend on where they first differ. */
export function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [utf8.encode(given), utf8.encode(expected)];
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index % Math.max(a.length, 1)] ?? 0) ^ b[index]!;
  return difference === 0;
}

/**
 * The visitor's address as the site's form relay forwards it, when the request carries the relay's secret; undefined
 * otherwise (no secret configured, none sent, or a wrong one: the header is then ignored, whoever wrote it).
 */
function relayedAddress(request: Request, secret: string | null | undefined): string | null | undefined {
  const given = request.headers.get(relayHeaders.secret);
  if (!secret || given === null || !sameSecret(given, secret)) return undefined;
  const forwarded = request.headers.get(relayHeaders.clientIp);
  return forwarded ? addressKey(forwarded) : null;
}

/**
 * The client's address for rate limiting. First the site's form relay, trusted only with the shared secret (a form
 * posted without JavaScript reaches us from the site's Pages Function, whose own address is everyone's). Otherwise
 * from one trusted source only: with `trustedProxies` > 0, the hop that many
 * places from the right of the configured header (each trusted proxy appends the address it saw; hops further left
 * are written by the client and ignored); with 0, the socket (the local backend, no proxy in front). Null when that
 * source gives no public IP address: a missing header, a forged word, or a proxy's internal address would otherwise
 * put unrelated visitors in one bucket, so such a request is not counted per client (the global limits still hold).
 */
export function clientAddress(request: Request, info: ConnInfo | undefined, source: ClientIpSource): string | null {
  const relayed = relayedAddress(request, source.relaySecret);
  if (relayed !== undefined) return relayed;
  if (source.trustedProxies === 0) {
    const socket = info?.remoteAddr?.hostname;
    return socket ? addressKey(socket) : null;
  }
  const hops = (request.headers.get(source.header) ?? '').split(',');
  const hop = hops[hops.length - source.trustedProxies]?.trim();
  if (!hop) return null;
  const key = addressKey(hop);
  return key !== null && !isInternal(hop.replace(/^\[|\]$/g, '').replace(/^::ffff:/i, '')) ? key : null;
}
