import type { Sql } from '../functions/_shared/sql.ts';
import { describe, expect, it } from 'vitest';
import { createLocalRouter, isLoopbackHost } from './router.ts';

describe('local rows endpoint', () => {
  it('answers only loopback names (DNS rebinding)', async () => {
    expect(['localhost:54321', '127.0.0.1:54321', '[::1]:54321', 'LOCALHOST', '127.0.0.1'].every(isLoopbackHost)).toBe(
      true,
    );
    expect(
      ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io:54321', '10.0.0.1:54321', ''].some(isLoopbackHost),
    ).toBe(false);
    expect(isLoopbackHost(null)).toBe(false);
    let queries = 0;
    const sql = (async () => ((queries += 1), [])) as unknown as Sql;
    const router = createLocalRouter({} as never, sql);
    const rows = (host: string) =>
      router(new Request('http://127.0.0.1:54321/local/rows/contact_messages', { headers: { Host: host } }));
    expect((await rows('rebind.evil.example:54321')).status).toBe(403);
    expect(queries).toBe(0);
    expect((await rows('localhost:54321')).status).toBe(200);
    expect(queries).toBe(2);
  });
});

describe('local worker round', () => {
  it('answers once the round has run, with its report, and only to loopback names', async () => {
    let rounds = 0;
    const report = { claimed: 2, sent: 2 };
    const router = createLocalRouter(
      {} as never,
      async () => [],
      undefined,
      async () => {
        rounds += 1;
        return report;
      },
    );
    const round = (host: string) =>
      router(new Request('http://127.0.0.1:54321/local/worker-round', { method: 'POST', headers: { Host: host } }));
    expect((await round('rebind.evil.example:54321')).status).toBe(403);
    expect(rounds).toBe(0);
    const response = await round('127.0.0.1:54321');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ report });
    expect(rounds).toBe(1);
  });
});
