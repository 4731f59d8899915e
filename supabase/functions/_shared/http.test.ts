import { describe, expect, it } from 'vitest';
import { clientKey } from './http.ts';

const socket = { remoteAddr: { hostname: '192.0.2.50' } };

function requestFrom(...forwardedFor: string[]): Request {
  const headers = new Headers();
  for (const value of forwardedFor) headers.append('X-Forwarded-For', value);
  return new Request('http://localhost/functions/v1/send-newsletter-email', { method: 'POST', headers });
}

describe('clientKey', () => {
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

  it('falls back to the socket address, then to "unknown", when the last hop is missing or blank', () => {
    expect(clientKey(requestFrom(), socket)).toBe('192.0.2.50');
    expect(clientKey(requestFrom(''), socket)).toBe('192.0.2.50');
    expect(clientKey(requestFrom('203.0.113.7,  '), socket)).toBe('192.0.2.50');
    expect(clientKey(requestFrom(), {})).toBe('unknown');
    expect(clientKey(requestFrom())).toBe('unknown');
  });

  it('keeps at most 100 characters', () => {
    expect(clientKey(requestFrom(`198.51.100.1, ${'a'.repeat(300)}`))).toBe('a'.repeat(100));
  });
});
