import { newsletterConsentWording, newsletterMessages } from '@fabrique/forms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  captureErrors,
  createTestBackend,
  functionsUrl,
  jsonRequest,
  proven,
  readJson,
  tokenFrom,
  type TestBackend,
} from '../../test/harness.ts';
import { createConfirmNewsletterHandler } from './confirm.ts';
import { deliverDue } from './delivery.ts';
import { sha256Hex } from './crypto.ts';
import type { Handler } from './http.ts';
import { serverMessages } from './messages.ts';
import { createNewsletterHandler } from './newsletter.ts';
import { createUnsubscribeNewsletterHandler } from './unsubscribe.ts';

let backend: TestBackend;
let subscribe: Handler;
let confirm: Handler;
let unsubscribe: Handler;

/** Waits for the e-mails sent after the answer, so that tests read the mailbox as the visitor would. */
const settled =
  (handler: Handler): Handler =>
  async (request, info) => {
    const response = await handler(request, info);
    await backend.settle();
    return response;
  };

beforeAll(async () => {
  backend = await createTestBackend();
  subscribe = settled(createNewsletterHandler(backend.deps));
  confirm = settled(createConfirmNewsletterHandler(backend.deps));
  unsubscribe = settled(createUnsubscribeNewsletterHandler(backend.deps));
});
afterAll(() => backend.close());
beforeEach(() => backend.reset());

/** A sign-up as the site's client sends it: with a fresh proof of work (a body that is not an object goes as is). */
const subscribeWith = async (body: unknown, headers?: Record<string, string>) =>
  subscribe(
    jsonRequest(
      'send-newsletter-email',
      typeof body === 'object' && body !== null ? await proven(backend.deps, body) : body,
      headers ? { headers } : {},
    ),
  );
const confirmWith = (token: unknown) => confirm(jsonRequest('confirm-newsletter', { token }));
const unsubscribeWith = (token: unknown) => unsubscribe(jsonRequest('unsubscribe-newsletter', { token }));
const subscriber = async (email = 'lea@example.com') =>
  (
    await backend.rows<Record<string, unknown>>('select * from public.newsletter_subscribers where email = $1', [email])
  )[0];
const mailsOf = (kind: string) => backend.mailer.sent.filter((mail) => mail.kind === kind);

async function subscribed(email = 'lea@example.com'): Promise<string> {
  expect((await subscribeWith({ email })).status).toBe(200);
  return tokenFrom(mailsOf('newsletter-confirmation').at(-1), '/newsletter/confirmation');
}

async function confirmed(email = 'lea@example.com'): Promise<string> {
  expect((await confirmWith(await subscribed(email))).status).toBe(200);
  return tokenFrom(mailsOf('newsletter-welcome').at(-1), '/newsletter/desinscription');
}

describe('send-newsletter-email', () => {
  it('records a pending subscription with proof of consent and e-mails a site confirmation link', async () => {
    const response = await subscribeWith({ email: '  Lea@Example.com ', source: 'footer' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: serverMessages.newsletterSubscribed });
    expect(await subscriber()).toMatchObject({
      status: 'pending',
      source: 'footer',
      consent_wording: newsletterConsentWording,
      consented_at: new Date('2026-03-01T10:00:00.000Z'),
      confirmed_at: null,
    });
    const [mail] = backend.mailer.sent;
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', to: { email: 'lea@example.com' } });
    expect(mail?.text).toContain(`${backend.config.siteUrl}/newsletter/confirmation?token=`);
    expect(mail?.html).toContain(`${backend.config.siteUrl}/newsletter/confirmation?token=`);
  });

  it('stores only a hash of the single-use token, expiring after 48 hours', async () => {
    const token = await subscribed();
    const [row] = await backend.rows<Record<string, unknown>>('select * from public.newsletter_tokens');
    expect(row?.token_hash).toBe(await sha256Hex(token));
    expect(JSON.stringify(await backend.rows('select * from public.newsletter_tokens'))).not.toContain(token);
    expect(row).toMatchObject({ purpose: 'confirm', expires_at: new Date('2026-03-03T10:00:00.000Z'), used_at: null });
  });

  it('a confirmation link lives its 48 hours from its sending, however long the e-mail API was down', async () => {
    const logged = captureErrors();
    backend.mailer.failing = 'all';
    expect((await subscribeWith({ email: 'lea@example.com' })).status).toBe(200);
    backend.clock.advance(50 * 60 * 60 * 1000); // 50 h later the API is back and the worker sends the link
    backend.mailer.failing = null;
    await deliverDue(backend.deps);
    const token = tokenFrom(mailsOf('newsletter-confirmation').at(-1), '/newsletter/confirmation');
    const [row] = await backend.rows<{ expires_at: Date }>('select expires_at from public.newsletter_tokens');
    expect(row?.expires_at).toEqual(new Date('2026-03-05T12:00:00.000Z'));
    backend.clock.advance(47 * 60 * 60 * 1000);
    expect((await confirmWith(token)).status).toBe(200);
    logged.mockRestore();
  });

  it('answers invalid addresses with the shared French messages and keeps nothing', async () => {
    for (const [body, message] of [
      [{}, newsletterMessages.emailInvalid],
      [{ email: 'lea@' }, newsletterMessages.emailInvalid],
      [{ email: 42 }, newsletterMessages.emailInvalid],
      [{ email: `${'a'.repeat(250)}@example.com` }, newsletterMessages.emailTooLong],
    ] as const) {
      const response = await subscribeWith(body);
      expect(response.status).toBe(400);
      expect((await readJson(response)).error).toBe(message);
    }
    const badSource = await subscribeWith({ email: 'lea@example.com', source: '<script>' });
    expect(badSource.status).toBe(400);
    expect(await readJson(badSource)).toEqual({ error: serverMessages.invalidSource });
    expect(await backend.count('newsletter_subscribers')).toBe(0);
  });

  it('re-subscribing a confirmed address gives the same answer, no e-mail, no duplicate', async () => {
    await confirmed();
    const sentBefore = backend.mailer.sent.length;
    const again = await subscribeWith({ email: 'LEA@example.com' });
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual({ success: true, message: serverMessages.newsletterSubscribed });
    expect(backend.mailer.sent).toHaveLength(sentBefore);
    expect(await backend.count('newsletter_subscribers')).toBe(1);
    expect((await subscriber())?.status).toBe('confirmed');
  });

  it('a pending address gets one confirmation e-mail per minute at most, then a fresh one', async () => {
    await subscribed();
    expect((await subscribeWith({ email: 'lea@example.com' })).status).toBe(200);
    expect(mailsOf('newsletter-confirmation')).toHaveLength(1);
    backend.clock.advance(61 * 1000);
    expect((await subscribeWith({ email: 'lea@example.com' })).status).toBe(200);
    expect(mailsOf('newsletter-confirmation')).toHaveLength(2);
    expect(await backend.count('newsletter_subscribers')).toBe(1);
  });

  it('honeypot: success answer, kept flagged as spam, nothing sent; a real sign-up of the address still works', async () => {
    const response = await subscribeWith({ email: 'bot@example.com', website: 'x' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: serverMessages.newsletterSubscribed });
    expect(await backend.rows('select email, status from public.newsletter_subscribers')).toEqual([
      { email: 'bot@example.com', status: 'spam' },
    ]);
    expect(await backend.count('newsletter_consents')).toBe(0);
    expect(await backend.count('deliveries')).toBe(0);
    // Never over an existing subscriber.
    await confirmed('lea@example.com');
    await subscribeWith({ email: 'lea@example.com', website: 'x' });
    expect(
      await backend.rows(`select status from public.newsletter_subscribers where email = 'lea@example.com'`),
    ).toEqual([{ status: 'confirmed' }]);
    expect(backend.mailer.sent.filter((mail) => mail.to.email === 'bot@example.com')).toHaveLength(0);
    await subscribeWith({ email: 'bot@example.com' });
    expect(
      await backend.rows(`select status from public.newsletter_subscribers where email = 'bot@example.com'`),
    ).toEqual([{ status: 'pending' }]);
    expect(mailsOf('newsletter-confirmation').filter((mail) => mail.to.email === 'bot@example.com')).toHaveLength(1);
  });

  it('e-mail API down: the same success answer, and the worker sends the link once the API is back', async () => {
    backend.mailer.failing = 'all';
    const response = await subscribeWith({ email: 'lea@example.com' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: serverMessages.newsletterSubscribed });
    expect(await backend.rows('select kind, status, attempts from public.deliveries')).toEqual([
      { kind: 'newsletter-confirmation', status: 'pending', attempts: 1 },
    ]);
    backend.mailer.failing = null;
    backend.clock.advance(60_000);
    await deliverDue(backend.deps);
    expect(mailsOf('newsletter-confirmation')).toHaveLength(1);
    expect(
      (await confirmWith(tokenFrom(mailsOf('newsletter-confirmation')[0], '/newsletter/confirmation'))).status,
    ).toBe(200);
  });

  it('without a proof of work: 400 proof-required in French, nothing stored, nothing sent', async () => {
    const response = await subscribe(jsonRequest('send-newsletter-email', { email: 'lea@example.com' }));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: serverMessages.proofRequired, code: 'proof-required' });
    expect(await backend.count('newsletter_subscribers')).toBe(0);
    expect(await backend.count('newsletter_consents')).toBe(0);
    expect(backend.mailer.sent).toHaveLength(0);
  });

  it('at most 3 confirmation e-mails per address per day, whatever the client address', async () => {
    for (let index = 0; index < 6; index += 1) {
      backend.clock.advance(61 * 1000);
      expect(
        (await subscribeWith({ email: 'victime@example.com' }, { 'X-Forwarded-For': `203.0.113.${index}` })).status,
      ).toBe(200);
    }
    expect(mailsOf('newsletter-confirmation')).toHaveLength(3);
  });

  it('consent history is append-only: a re-subscribe adds a record and never overwrites one', async () => {
    const unsubscribeToken = await confirmed();
    expect((await unsubscribeWith(unsubscribeToken)).status).toBe(200);
    backend.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await subscribeWith({ email: 'lea@example.com', source: 'article' })).status).toBe(200);
    const history = await backend.rows('select event, source from public.newsletter_consents order by id');
    expect(history).toEqual([
      { event: 'requested', source: 'site' },
      { event: 'confirmed', source: 'site' },
      { event: 'unsubscribed', source: 'site' },
      { event: 'requested', source: 'article' },
    ]);
    await expect(backend.rows(`update public.newsletter_consents set source = 'x'`)).rejects.toThrow(/append-only/);
  });

  it('rate limited per client: 429 in French', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9' };
    for (let index = 0; index < 10; index += 1) {
      expect((await subscribeWith({ email: `p${index}@example.com` }, headers)).status).toBe(200);
    }
    const limited = await subscribeWith({ email: 'p10@example.com' }, headers);
    expect(limited.status).toBe(429);
    expect(await readJson(limited)).toEqual({ error: serverMessages.rateLimited });
    expect(await backend.count('newsletter_subscribers')).toBe(10);
  });

  it('a forged first x-forwarded-for hop neither changes the key nor bypasses the 429', async () => {
    // The platform appends the real address last; everything before it is the client's to choose.
    const from = (forged: string) => ({ 'X-Forwarded-For': `${forged}, 203.0.113.9` });
    for (let index = 0; index < 10; index += 1) {
      expect((await subscribeWith({ email: `p${index}@example.com` }, from(`198.51.100.${index}`))).status).toBe(200);
    }
    for (const forged of ['198.51.100.77', '10.0.0.1, 172.16.0.1', 'unknown']) {
      const limited = await subscribeWith({ email: 'p10@example.com' }, from(forged));
      expect(limited.status).toBe(429);
      expect(await readJson(limited)).toEqual({ error: serverMessages.rateLimited });
    }
    // The same address without a forged hop shares the window; another address does not.
    expect((await subscribeWith({ email: 'p10@example.com' }, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
    expect(
      (await subscribeWith({ email: 'p10@example.com' }, { 'X-Forwarded-For': '203.0.113.9, 198.51.100.2' })).status,
    ).toBe(200);
    expect(await backend.count('newsletter_subscribers')).toBe(11);
  });

  it('refuses CR/LF in the address', async () => {
    const response = await subscribeWith({ email: 'lea@example.com\r\nBcc: all@example.com' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: serverMessages.controlCharacters });
  });
});

describe('confirm-newsletter', () => {
  it('a POST with the token confirms, then a welcome e-mail carries RFC 8058 one-click headers', async () => {
    const token = await subscribed();
    backend.clock.advance(60 * 60 * 1000);
    const response = await confirmWith(token);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, status: 'confirmed' });
    expect(await subscriber()).toMatchObject({
      status: 'confirmed',
      confirmed_at: new Date('2026-03-01T11:00:00.000Z'),
    });
    const [welcome] = mailsOf('newsletter-welcome');
    const unsubscribeToken = tokenFrom(welcome, '/newsletter/desinscription');
    expect(welcome?.headers).toEqual({
      'List-Unsubscribe': `<${functionsUrl}/unsubscribe-newsletter?token=${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('a GET (mail scanner pre-opening the link) never confirms', async () => {
    const token = await subscribed();
    const response = await confirm(new Request(`http://x/functions/v1/confirm-newsletter?token=${token}`));
    expect(response.status).toBe(405);
    expect((await subscriber())?.status).toBe('pending');
  });

  it('is single-use: a second POST of a confirmed address is a success, no second welcome', async () => {
    const token = await subscribed();
    expect((await confirmWith(token)).status).toBe(200);
    const again = await confirmWith(token);
    expect(again.status).toBe(200);
    expect(mailsOf('newsletter-welcome')).toHaveLength(1);
  });

  it('an expired token answers 410 in French and confirms nothing', async () => {
    const token = await subscribed();
    backend.clock.advance(48 * 60 * 60 * 1000 + 1);
    const response = await confirmWith(token);
    expect(response.status).toBe(410);
    expect(await readJson(response)).toEqual({ error: serverMessages.confirmTokenExpired });
    expect((await subscriber())?.status).toBe('pending');
  });

  it('unknown, malformed or wrong-purpose tokens answer 400 in French', async () => {
    const unsubscribeToken = await confirmed();
    for (const token of ['A'.repeat(43), 'court', 42, null, unsubscribeToken]) {
      const response = await confirmWith(token);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: serverMessages.confirmTokenInvalid });
    }
  });

  it('a used token whose address has since unsubscribed is refused', async () => {
    const token = await subscribed();
    await confirmWith(token);
    await unsubscribeWith(tokenFrom(mailsOf('newsletter-welcome')[0], '/newsletter/desinscription'));
    const response = await confirmWith(token);
    expect(response.status).toBe(400);
    expect((await subscriber())?.status).toBe('unsubscribed');
  });

  it('the subscriber stays confirmed even if the welcome e-mail fails; the worker retries it', async () => {
    const token = await subscribed();
    backend.mailer.failing = 'all';
    expect((await confirmWith(token)).status).toBe(200);
    expect((await subscriber())?.status).toBe('confirmed');
    expect(
      await backend.rows(`select status, attempts from public.deliveries where kind = 'newsletter-welcome'`),
    ).toEqual([{ status: 'pending', attempts: 1 }]);
    backend.mailer.failing = null;
    backend.clock.advance(60_000);
    await deliverDue(backend.deps);
    expect(mailsOf('newsletter-welcome')).toHaveLength(1);
  });
});

describe('unsubscribe-newsletter', () => {
  it('a POST from the site page unsubscribes; repeating it is still a success', async () => {
    const token = await confirmed();
    const response = await unsubscribeWith(token);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, status: 'unsubscribed' });
    expect(await subscriber()).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: new Date('2026-03-01T10:00:00.000Z'),
    });
    expect((await unsubscribeWith(token)).status).toBe(200);
  });

  it('RFC 8058 one-click: form POST with List-Unsubscribe=One-Click and the token in the URL, no Origin', async () => {
    const token = await confirmed();
    const response = await unsubscribe(
      new Request(`${functionsUrl}/unsubscribe-newsletter?token=${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(200);
    expect((await subscriber())?.status).toBe('unsubscribed');
  });

  it('one-click as multipart/form-data works too; a form POST without the marker is refused', async () => {
    const token = await confirmed();
    const wrong = await unsubscribe(
      new Request(`http://x/?token=${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'foo=bar',
      }),
    );
    expect(wrong.status).toBe(400);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const response = await unsubscribe(new Request(`http://x/?token=${token}`, { method: 'POST', body: form }));
    expect(response.status).toBe(200);
    expect((await subscriber())?.status).toBe('unsubscribed');
  });

  it('a GET of the List-Unsubscribe address redirects to the site page and changes nothing', async () => {
    const token = await confirmed();
    const response = await unsubscribe(new Request(`http://x/functions/v1/unsubscribe-newsletter?token=${token}`));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${backend.config.siteUrl}/newsletter/desinscription?token=${token}`);
    expect((await subscriber())?.status).toBe('confirmed');
  });

  it('refuses unknown and confirmation tokens; an unsubscribe link still works years later', async () => {
    const confirmToken = await subscribed('other@example.com');
    for (const token of ['B'.repeat(43), confirmToken, '']) {
      const response = await unsubscribeWith(token);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: serverMessages.unsubscribeTokenInvalid });
    }
    const token = await confirmed();
    backend.clock.advance(5 * 366 * 24 * 60 * 60 * 1000);
    await backend.deps.store.purgeExpiredData(backend.clock.now());
    const late = await unsubscribeWith(token);
    expect(late.status).toBe(200);
    expect((await subscriber())?.status).toBe('unsubscribed');
  });

  it('the global hourly ceiling applies to the forms, never to unsubscribing', async () => {
    const tokens = [
      await confirmed('a@example.com'),
      await confirmed('b@example.com'),
      await confirmed('c@example.com'),
    ];
    const previous = backend.deps.config.globalHourlyLimit;
    backend.deps.config.globalHourlyLimit = 1;
    try {
      for (const token of tokens) expect((await unsubscribeWith(token)).status).toBe(200);
      backend.clock.advance(60 * 60 * 1000); // the three sign-ups above filled this hour's window
      expect((await subscribeWith({ email: 'd@example.com' })).status).toBe(200);
      // Past the ceiling: the same answer, its confirmation dropped (never queued ahead of real mail), the drop counted.
      expect((await subscribeWith({ email: 'e@example.com' })).status).toBe(200);
      await backend.settle();
      backend.clock.advance(60 * 60 * 1000);
      await deliverDue(backend.deps);
      expect(backend.mailer.sent.filter((mail) => mail.to.email === 'e@example.com')).toHaveLength(0);
      expect(await backend.count('deliveries')).toBe(
        (await backend.rows(`select 1 from public.deliveries where recipient <> 'e@example.com'`)).length,
      );
      const dropped = await backend.rows<{ count: number }>(
        `select count from public.rate_limits where client_key = 'dropped:newsletter'`,
      );
      expect(dropped.map((row) => Number(row.count))).toEqual([1]);
    } finally {
      backend.deps.config.globalHourlyLimit = previous;
    }
  });

  it('re-subscribing after unsubscribing starts a new double opt-in', async () => {
    await unsubscribeWith(await confirmed());
    backend.clock.advance(2 * 60 * 1000);
    const token = await subscribed();
    expect((await subscriber())?.status).toBe('pending');
    expect((await confirmWith(token)).status).toBe(200);
    expect((await subscriber())?.status).toBe('confirmed');
    expect(await backend.count('newsletter_subscribers')).toBe(1);
  });
});
