import { contactMessages } from '@fabrique/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@fabrique/test-kit/ports';
import { siteOrigin, spawnDeno, type DenoProcess } from '../bench/load-runner.mjs';
import { serverMessages } from '../functions/_shared/messages.ts';

// Smoke test of a real entry point (functions/send-contact-email/index.ts → Deno.serve) under `npx deno`,
// with the production wiring. Its database URL points at a closed port, so requests that need the database get
// the JSON catch-all.
let server: DenoProcess;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  server = await spawnDeno('functions/send-contact-email/index.ts', [], {
    ready: 'Listening on',
    env: {
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      SUPABASE_URL: 'http://127.0.0.1:1',
      SUPABASE_DB_URL: 'postgresql://postgres:postgres@127.0.0.1:1/postgres',
      RESEND_API_KEY: 're_not_a_real_key',
      SITE_URL: siteOrigin,
      ALLOWED_ORIGINS: siteOrigin,
      MAIL_FROM: 'La Fabrique <ne-pas-repondre@lafabrique-formats.fr>',
      CONTACT_TO_EMAIL: 'contact@lafabrique-formats.fr',
      ALTCHA_HMAC_KEY: 'une-clé-de-test-de-plus-de-trente-deux-caractères',
    },
  });
}, 90_000);

afterAll(() => server?.stop(), 30_000);

describe('send-contact-email entry point under Deno', () => {
  it('answers the CORS preflight', async () => {
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: siteOrigin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  it('validates with the shared schema and answers in French', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(contactMessages.nameRequired);
  });

  it('a valid message without a reachable database is a JSON 500, never a crash', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
      body: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'autre', message: 'Bonjour' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: serverMessages.internalError });
    expect((await fetch(url, { method: 'GET', headers: { Origin: siteOrigin } })).status).toBe(405);
  });
});
