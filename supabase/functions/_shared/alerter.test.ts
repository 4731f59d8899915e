import { describe, expect, it } from 'vitest';
import { createWebhookAlerter } from './alerter.ts';
import { parseAlertWebhookUrl } from './config.ts';

describe('operator webhook', () => {
  it('POSTs the alert as JSON { text, subject } with its idempotency key', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const alerter = createWebhookAlerter('https://hooks.example/T1', async (url, init) => {
      calls.push({ url, init });
      return new Response('ok');
    });
    await alerter.send({ subject: 'Envoi des e-mails en panne', text: 'Détail', idempotencyKey: 'delivery/1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://hooks.example/T1');
    expect(calls[0]?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'delivery/1',
    });
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      text: 'Envoi des e-mails en panne\n\nDétail',
      subject: 'Envoi des e-mails en panne',
    });
  });

  it('fails on a non-2xx answer or no answer, so that the worker retries it', async () => {
    const refused = createWebhookAlerter('https://hooks.example/T1', async () => new Response('', { status: 503 }));
    await expect(refused.send({ subject: 's', text: 't' })).rejects.toThrow('alert webhook answered 503');
    const down = createWebhookAlerter('https://hooks.example/T1', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(down.send({ subject: 's', text: 't' })).rejects.toThrow('alert webhook unreachable');
  });

  it('ALERT_WEBHOOK_URL is optional, and must be an http(s) URL when set', () => {
    expect(parseAlertWebhookUrl(() => undefined)).toBeNull();
    expect(parseAlertWebhookUrl(() => 'https://hooks.example/T1/')).toBe('https://hooks.example/T1');
    expect(() => parseAlertWebhookUrl(() => 'ftp://hooks.example')).toThrow();
    expect(() => parseAlertWebhookUrl(() => 'not a url')).toThrow();
  });
});
