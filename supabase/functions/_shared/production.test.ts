import { describe, expect, it } from 'vitest';
import { captureErrors } from '../../test/harness.ts';
import { readConfig, type Env } from './config.ts';
import { createContactHandler } from './contact.ts';
import { serverMessages } from './messages.ts';
import { backgroundRunner, serveFromEnv } from './production.ts';

const env =
  (values: Record<string, string>): Env =>
  (name) =>
    values[name];

const complete = {
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_DB_URL: 'postgresql://postgres:pw@127.0.0.1:1/postgres',
  RESEND_API_KEY: 're_test',
  SITE_URL: 'https://www.lafabrique-formats.fr/',
  ALLOWED_ORIGINS: 'https://www.lafabrique-formats.fr, https://lafabrique-formats.fr',
  MAIL_FROM: 'La Fabrique <ne-pas-repondre@lafabrique-formats.fr>',
  CONTACT_TO_EMAIL: 'contact@lafabrique-formats.fr',
  ALTCHA_HMAC_KEY: 'une-clé-de-test-de-plus-de-trente-deux-caractères',
};

describe('production configuration', () => {
  it('reads every setting from the environment', () => {
    expect(readConfig(env(complete))).toMatchObject({
      allowedOrigins: ['https://www.lafabrique-formats.fr', 'https://lafabrique-formats.fr'],
      siteUrl: 'https://www.lafabrique-formats.fr',
      functionsUrl: 'https://abc.supabase.co/functions/v1',
      mailFrom: { name: 'La Fabrique', email: 'ne-pas-repondre@lafabrique-formats.fr' },
      contactTo: { email: 'contact@lafabrique-formats.fr' },
      maxBodyBytes: 16 * 1024,
      rateLimit: { max: 10, windowMs: 600_000 },
    });
    expect(readConfig(env({ ...complete, RATE_LIMIT_MAX: '0' })).rateLimit).toBeNull();
    expect(readConfig(env({ ...complete, RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' })).rateLimit).toEqual({
      max: 3,
      windowMs: 60_000,
    });
  });

  it('refuses an organisation address with a line break', () => {
    expect(() => readConfig(env({ ...complete, CONTACT_TO_EMAIL: 'a@b.fr\r\nBcc: c@d.fr' }))).toThrow();
  });

  it('a missing secret answers 500 JSON in French instead of crashing the function', async () => {
    const logged = captureErrors();
    const { RESEND_API_KEY: _removed, ...withoutKey } = complete;
    void _removed;
    const handler = serveFromEnv('send-contact-email', createContactHandler, env(withoutKey));
    const response = await handler(new Request('http://x/', { method: 'POST' }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: serverMessages.misconfigured });
    expect(logged).toHaveBeenCalledWith(
      '[send-contact-email] configuration error: Error: Missing environment variable RESEND_API_KEY',
    );
    logged.mockRestore();
  });

  it('a database or driver that cannot be reached is a 500 JSON answer, not a crash', async () => {
    const logged = captureErrors();
    const handler = serveFromEnv('send-contact-email', createContactHandler, env(complete));
    const response = await handler(
      new Request('http://x/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'autre', message: 'Bonjour' }),
      }),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: serverMessages.internalError });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('reads the delivery, abuse and client-address settings, with their defaults', () => {
    expect(readConfig(env(complete))).toMatchObject({
      globalHourlyLimit: 200,
      confirmationMailsPerDay: 3,
      confirmationWindowMs: 24 * 60 * 60 * 1000,
      proof: { hmacKey: complete.ALTCHA_HMAC_KEY, ttlMs: 10 * 60 * 1000 },
      clientIp: { header: 'x-forwarded-for', trustedProxies: 1 },
      alertTo: { email: 'contact@lafabrique-formats.fr' },
      deliverySecret: null,
    });
    const custom = readConfig(
      env({
        ...complete,
        GLOBAL_HOURLY_LIMIT: '0',
        CLIENT_IP_HEADER: 'CF-Connecting-IP',
        TRUSTED_PROXIES: '1',
        ALERT_TO_EMAIL: 'alertes@lafabrique-formats.fr',
        DELIVERY_SECRET: ' s3cret ',
      }),
    );
    expect(custom).toMatchObject({
      globalHourlyLimit: null,
      clientIp: { header: 'cf-connecting-ip', trustedProxies: 1 },
      alertTo: { email: 'alertes@lafabrique-formats.fr' },
      deliverySecret: 's3cret',
    });
    expect(() => readConfig(env({ ...complete, TRUSTED_PROXIES: '-1' }))).toThrow();
    expect(() => readConfig(env({ ...complete, ALTCHA_HMAC_KEY: '' }))).toThrow(/ALTCHA_HMAC_KEY/);
    expect(() => readConfig(env({ ...complete, ALTCHA_HMAC_KEY: 'court' }))).toThrow(/32 characters/);
    expect(() => readConfig(env({ ...complete, CLIENT_IP_HEADER: 'x-forwarded-for\r\nx' }))).toThrow();
  });

  it('reads the form relay’s secret, none by default, and refuses a short one', () => {
    expect(readConfig(env(complete)).clientIp.relaySecret).toBeNull();
    const secret = 'a'.repeat(20) + 'b'.repeat(20);
    expect(readConfig(env({ ...complete, FORM_RELAY_SECRET: ` ${secret} ` })).clientIp.relaySecret).toBe(secret);
    expect(() => readConfig(env({ ...complete, FORM_RELAY_SECRET: 'short' }))).toThrow(/FORM_RELAY_SECRET/);
  });

  it('a configuration error still answers with CORS headers, so that the browser shows the French text', async () => {
    const logged = captureErrors();
    const { RESEND_API_KEY: _removed, ...withoutKey } = complete;
    void _removed;
    const handler = serveFromEnv('send-contact-email', createContactHandler, env(withoutKey));
    const origin = 'https://www.lafabrique-formats.fr';
    const preflight = await handler(new Request('http://x/', { method: 'OPTIONS', headers: { Origin: origin } }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const response = await handler(new Request('http://x/', { method: 'POST', headers: { Origin: origin } }));
    expect(response.status).toBe(500);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    const stranger = await handler(
      new Request('http://x/', { method: 'POST', headers: { Origin: 'https://evil.example' } }),
    );
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    logged.mockRestore();
  });

  it('sending after the answer is handed to EdgeRuntime.waitUntil, so the instance stays alive for it', async () => {
    const kept: Promise<unknown>[] = [];
    const run = backgroundRunner({ waitUntil: (task) => void kept.push(task) });
    let sent = false;
    run(async () => {
      sent = true;
    });
    expect(kept).toHaveLength(1);
    await kept[0];
    expect(sent).toBe(true);
  });
});
