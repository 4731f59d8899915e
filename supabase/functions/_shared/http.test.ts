import { describe, expect, it } from 'vitest';
import { clientAddress, relayHeaders, sameSecret, type ConnInfo } from './client-ip.ts';
import { defaultLimits } from './config.ts';

const clientKey = (request: Request, info?: ConnInfo) => clientAddress(request, info, defaultLimits.clientIp);

const socket = { remoteAddr: { hostname: '192.0.2.50' } };

function requestFrom(...forwardedFor: string[]): Request {
  const headers = new Headers();
  for (const value of forwardedFor) headers.append('X-Forwarded-For', value);
  return new Request('http://localhost/functions/v1/send-newsletter-email', { method: 'POST', headers });
}

describe('client address', () => {
  it('takes the last x-forwarded-for hop, trimmed: the one the platform appends', () => {
    expect(clientKey(requestFrom('203.0.113.7'), socket)).toBe('203.0.113.7');
    expect(clientKey(requestFrom(' 198.51.100.1 ,  203.0.113.7  '), socket)).toBe('203.0.113.7');
  });

  it('ignores forged leading hops', () => {
    const key = clientKey(requestFrom('203.0.113.7'));
    for (const forged of ['198.51.100.1', '10.0.0.1, 172.16.0.1', 'unknown', 'not-an-ip', ' ']) {
      expect(clientKey(requestFrom(`${forged}, 203.0.113.7`))).toBe(key);
    }
  });

  it('reads the last of several x-forwarded-for headers', () => {
    expect(clientKey(requestFrom('198.51.100.1', '203.0.113.7'))).toBe('203.0.113.7');
  });

  it('counts no client when the trusted hop is missing, blank, not an address or a proxy’s own (never the socket)', () => {
    expect(clientKey(requestFrom(), socket)).toBeNull();
    expect(clientKey(requestFrom(''), socket)).toBeNull();
    expect(clientKey(requestFrom('203.0.113.7,  '), socket)).toBeNull();
    expect(clientKey(requestFrom(`198.51.100.1, ${'a'.repeat(300)}`))).toBeNull();
    for (const internal of [
      '10.1.2.3',
      '127.0.0.1',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(clientKey(requestFrom(`203.0.113.7, ${internal}`))).toBeNull();
    }
  });

  it('with no trusted proxy (the local backend), takes the socket and ignores every header', () => {
    const local = { header: 'x-forwarded-for', trustedProxies: 0 };
    expect(clientAddress(requestFrom('203.0.113.7'), { remoteAddr: { hostname: '127.0.0.1' } }, local)).toBe(
      '127.0.0.1',
    );
    expect(clientAddress(requestFrom('198.51.100.1'), { remoteAddr: { hostname: '127.0.0.1' } }, local)).toBe(
      '127.0.0.1',
    );
    expect(clientAddress(requestFrom('203.0.113.7'), undefined, local)).toBeNull();
  });

  it('takes the hop as many places from the right as there are trusted proxies, from the configured header', () => {
    const request = new Request('http://x/', {
      headers: { 'X-Forwarded-For': '1.1.1.1, 203.0.113.7, 10.0.0.2', 'CF-Connecting-IP': '198.51.100.4' },
    });
    expect(clientAddress(request, undefined, { header: 'x-forwarded-for', trustedProxies: 2 })).toBe('203.0.113.7');
    expect(clientAddress(request, undefined, { header: 'cf-connecting-ip', trustedProxies: 1 })).toBe('198.51.100.4');
    expect(clientAddress(request, socket, { header: 'x-forwarded-for', trustedProxies: 0 })).toBe('192.0.2.50');
    // Fewer hops than trusted proxies: the header is not what the platform wrote, nobody is counted.
    expect(clientAddress(request, socket, { header: 'x-forwarded-for', trustedProxies: 4 })).toBeNull();
  });

  it('groups IPv6 by /64 and unwraps IPv4-mapped addresses', () => {
    expect(clientKey(requestFrom('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
    expect(clientKey(requestFrom('2001:db8:1:2::9'))).toBe('2001:db8:1:2::/64');
    expect(clientKey(requestFrom('2001:DB8:0001:0002:ffff::1'))).toBe('2001:db8:1:2::/64');
    expect(clientKey(requestFrom('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(clientKey(requestFrom('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientKey(requestFrom('[2001:db8:1:2::1]'))).toBe('2001:db8:1:2::/64');
  });

  describe('through the site’s form relay', () => {
    const secret = 'relay-secret-of-this-test-0123456789abcdef';
    const proxied = { ...defaultLimits.clientIp, relaySecret: secret };
    const relayed = (headers: Record<string, string>) =>
      new Request('http://x/', { method: 'POST', headers: { 'X-Forwarded-For': '198.51.100.9', ...headers } });

    it('takes the forwarded visitor’s address when the shared secret comes with it', () => {
      const request = relayed({ [relayHeaders.secret]: secret, [relayHeaders.clientIp]: '203.0.113.7' });
      expect(clientAddress(request, socket, proxied)).toBe('203.0.113.7');
      const local = { header: 'x-forwarded-for', trustedProxies: 0, relaySecret: secret };
      expect(clientAddress(request, { remoteAddr: { hostname: '127.0.0.1' } }, local)).toBe('203.0.113.7');
      const ipv6 = relayed({ [relayHeaders.secret]: secret, [relayHeaders.clientIp]: '2001:db8:1:2::5' });
      expect(clientAddress(ipv6, socket, proxied)).toBe('2001:db8:1:2::/64');
    });

    it('ignores the forwarded address without the secret, with a wrong one, or when no secret is configured', () => {
      const forged = (given: string) =>
        relayed({ [relayHeaders.secret]: given, [relayHeaders.clientIp]: '203.0.113.7' });
      for (const given of ['', 'nope', secret.slice(0, -1), `${secret}x`, secret.toUpperCase()]) {
        expect(clientAddress(forged(given), socket, proxied)).toBe('198.51.100.9');
      }
      expect(clientAddress(relayed({ [relayHeaders.clientIp]: '203.0.113.7' }), socket, proxied)).toBe('198.51.100.9');
      for (const relaySecret of [null, undefined, '']) {
        expect(clientAddress(forged(secret), socket, { ...defaultLimits.clientIp, relaySecret })).toBe('198.51.100.9');
      }
    });

    it('counts nobody when the relay, with its secret, forwards no address or not an address', () => {
      expect(clientAddress(relayed({ [relayHeaders.secret]: secret }), socket, proxied)).toBeNull();
      const word = relayed({ [relayHeaders.secret]: secret, [relayHeaders.clientIp]: 'unknown' });
      expect(clientAddress(word, socket, proxied)).toBeNull();
    });

    it('compares secrets whole, whatever their lengths', () => {
      expect(sameSecret(secret, secret)).toBe(true);
      for (const given of ['', 'r', secret.slice(1), `${secret}${secret}`, secret.replace(/f$/, 'e')]) {
        expect(sameSecret(given, secret)).toBe(false);
      }
    });
  });
});
