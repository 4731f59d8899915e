import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmNewsletterHandler } from '../functions/_shared/confirm.ts';
import { createContactHandler } from '../functions/_shared/contact.ts';
import type { Handler } from '../functions/_shared/http.ts';
import { createNewsletterHandler } from '../functions/_shared/newsletter.ts';
import { createUnsubscribeNewsletterHandler } from '../functions/_shared/unsubscribe.ts';
import {
  createTestBackend,
  functionsUrl,
  jsonRequest,
  siteOrigin,
  tokenFrom,
  validContact,
  type TestBackend,
  proven,
} from './harness.ts';

// ≥ 5,000 malformed requests per function: every answer is a 4xx JSON { error }, and nothing is stored.
const runs = 5000;

const headerSafe = (value: string) => {
  try {
    new Headers({ 'x-test': value });
    return true;
  } catch {
    return false;
  }
};

// Weighted towards requests that get past the early checks, so most cases reach parsing and validation.
const method = fc.oneof(
  { arbitrary: fc.constant('POST'), weight: 8 },
  { arbitrary: fc.constantFrom('GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'PROPFIND'), weight: 2 },
);
const contentType = fc.oneof(
  { arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'), weight: 8 },
  {
    arbitrary: fc.option(
      fc.oneof(
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz'),
        fc.string({ maxLength: 40 }).filter(headerSafe),
      ),
      { nil: undefined },
    ),
    weight: 2,
  },
);
const origin = fc.oneof(
  { arbitrary: fc.constantFrom(siteOrigin, 'http://127.0.0.1:4173', undefined), weight: 8 },
  { arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://localhost:5173'), weight: 2 },
);
const extraHeader = fc.option(
  fc.record({
    name: fc.constantFrom('idempotency-key', 'x-forwarded-for', 'authorization', 'apikey', 'x-client-info'),
    value: fc.string({ maxLength: 300 }).filter(headerSafe),
  }),
  { nil: undefined },
);
const query = fc.option(
  fc.string({ maxLength: 60 }).map((text) => `?${encodeURIComponent(text)}`),
  { nil: '' },
);

const garbageBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 2000 }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'undefined'),
  fc.uint8Array({ maxLength: 3000 }),
  fc.integer({ min: 16 * 1024 + 1, max: 40 * 1024 }).map((size) => `{"message":"${'x'.repeat(size)}"}`),
);

type Defect = { field: string; value: unknown };

/** A valid body with exactly one defect, so the case is malformed by construction. */
function defective(base: Record<string, unknown>, defects: fc.Arbitrary<Defect>): fc.Arbitrary<string> {
  return fc.oneof(
    defects.map(({ field, value }) => {
      const copy: Record<string, unknown> = { ...base };
      if (value === undefined) delete copy[field];
      else copy[field] = value;
      return JSON.stringify(copy);
    }),
    fc.nat({ max: 200 }).map((cut) => JSON.stringify(base).slice(0, cut % JSON.stringify(base).length)),
  );
}

const wrongType = fc.oneof(fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}));
const withBreak = (text: string) => fc.constantFrom(`${text}\r\nBcc: x@example.org`, `${text}\n`, `\u0000${text}`);

const contactDefects = fc.oneof(
  fc.record({
    field: fc.constantFrom('name', 'email', 'subject', 'message'),
    value: fc.constantFrom(undefined, '', '   ', null),
  }),
  fc.record({
    field: fc.constantFrom('name', 'email', 'subject', 'message', 'phone', 'company', 'projectOrFormationName'),
    value: wrongType,
  }),
  fc.record({
    field: fc.constant('name'),
    value: fc.string({ minLength: 101, maxLength: 300 }).filter((s) => s.trim().length > 100),
  }),
  fc.record({
    field: fc.constant('message'),
    value: fc.string({ minLength: 1001, maxLength: 1500 }).filter((s) => s.trim().length > 1000),
  }),
  fc.record({
    field: fc.constant('phone'),
    value: fc.string({ minLength: 21, maxLength: 60 }).filter((s) => s.trim().length > 20),
  }),
  fc.record({
    field: fc.constant('email'),
    value: fc.string({ maxLength: 80 }).filter((s) => !/^\S+@\S+\.\S+$/.test(s.trim())),
  }),
  fc.record({
    field: fc.constant('subject'),
    value: fc.string({ maxLength: 20 }).filter((s) => !['projet', 'offre', 'formation', 'autre'].includes(s)),
  }),
  fc.record({ field: fc.constantFrom('name', 'company'), value: withBreak('Eve') }),
);

const newsletterDefects = fc.oneof(
  fc.record({ field: fc.constant('email'), value: fc.oneof(fc.constantFrom(undefined, '', null), wrongType) }),
  fc.record({
    field: fc.constant('email'),
    value: fc.string({ maxLength: 80 }).filter((s) => !/^\S+@\S+\.\S+$/.test(s.trim())),
  }),
  fc.record({ field: fc.constant('email'), value: withBreak('lea@example.com') }),
  fc.record({
    field: fc.constant('source'),
    value: fc.oneof(
      wrongType,
      fc.string({ minLength: 1, maxLength: 80 }).filter((s) => !/^[a-z0-9][a-z0-9_/-]{0,49}$/i.test(s)),
    ),
  }),
);

const tokenChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const unknownToken = fc.string({ unit: fc.constantFrom(...tokenChars), minLength: 43, maxLength: 43 });
const tokenDefects = fc.record({
  field: fc.constant('token'),
  value: fc.oneof(unknownToken, fc.string({ maxLength: 100 }), wrongType, fc.constantFrom(undefined, null, '')),
});

type Case = {
  method: string;
  contentType?: string;
  origin?: string;
  header?: { name: string; value: string };
  query: string;
  body: string | Uint8Array;
};

function requestCase(body: fc.Arbitrary<string | Uint8Array>): fc.Arbitrary<Case> {
  return fc.record(
    { method, contentType, origin, header: extraHeader, query, body },
    { requiredKeys: ['method', 'query', 'body'] },
  );
}

function toRequest(name: string, each: Case): Request {
  const headers = new Headers();
  if (each.contentType !== undefined) headers.set('content-type', each.contentType);
  if (each.origin !== undefined) headers.set('origin', each.origin);
  if (each.header) headers.set(each.header.name, each.header.value);
  const withBody = each.method !== 'GET' && each.method !== 'HEAD';
  return new Request(`${functionsUrl}/${name}${each.query}`, {
    method: each.method,
    headers,
    ...(withBody ? { body: each.body as BodyInit } : {}),
  });
}

const statuses = new Map<number, number>();

async function expectRefused(handler: Handler, name: string, each: Case) {
  const response = await handler(toRequest(name, each));
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  expect(response.status, JSON.stringify(each).slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
}

let backend: TestBackend;
const snapshot = async () =>
  JSON.stringify([
    await backend.rows('select * from public.contact_messages order by id'),
    await backend.rows('select * from public.newsletter_subscribers order by id'),
    await backend.rows('select * from public.newsletter_tokens order by token_hash'),
  ]);

beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

/** Most cases must get as far as JSON parsing and validation (400), not only the method or origin checks. */
function expectDepth() {
  const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  expect(total).toBe(runs);
  expect(statuses.get(400) ?? 0).toBeGreaterThan(runs * 0.3);
  statuses.clear();
}

describe(`fuzzing: ${runs} malformed requests per function → only 4xx, nothing stored`, () => {
  it('send-contact-email', async () => {
    await backend.reset();
    const handler = createContactHandler(backend.deps);
    const body = fc.oneof(garbageBody, defective(validContact, contactDefects));
    await fc.assert(
      fc.asyncProperty(requestCase(body), (each) => expectRefused(handler, 'send-contact-email', each)),
      { numRuns: runs },
    );
    expectDepth();
    expect(await backend.count('contact_messages')).toBe(0);
    expect(await backend.count('rate_limits')).toBe(0);
    expect(backend.mailer.sent).toHaveLength(0);
  });

  it('send-newsletter-email', async () => {
    await backend.reset();
    const handler = createNewsletterHandler(backend.deps);
    const body = fc.oneof(garbageBody, defective({ email: 'lea@example.com', source: 'footer' }, newsletterDefects));
    await fc.assert(
      fc.asyncProperty(requestCase(body), (each) => expectRefused(handler, 'send-newsletter-email', each)),
      { numRuns: runs },
    );
    expectDepth();
    expect(await backend.count('newsletter_subscribers')).toBe(0);
    expect(await backend.count('newsletter_tokens')).toBe(0);
    expect(await backend.count('rate_limits')).toBe(0);
    expect(backend.mailer.sent).toHaveLength(0);
  });

  // Real subscribers exist during these two runs: none of them may change.
  async function seed() {
    await backend.reset();
    const subscribe = createNewsletterHandler(backend.deps);
    const confirm = createConfirmNewsletterHandler(backend.deps);
    await subscribe(jsonRequest('send-newsletter-email', await proven(backend.deps, { email: 'pending@example.com' })));
    await subscribe(
      jsonRequest('send-newsletter-email', await proven(backend.deps, { email: 'confirmed@example.com' })),
    );
    await backend.settle();
    const token = tokenFrom(backend.mailer.sent[1], '/newsletter/confirmation');
    await confirm(jsonRequest('confirm-newsletter', { token }));
    await backend.settle();
    backend.deps.config.rateLimit = null; // token-shaped guesses would otherwise fill rate_limits (still 4xx)
    return snapshot();
  }

  it('confirm-newsletter', async () => {
    const before = await seed();
    const handler = createConfirmNewsletterHandler(backend.deps);
    const body = fc.oneof(garbageBody, defective({ token: 'x' }, tokenDefects));
    try {
      await fc.assert(
        fc.asyncProperty(requestCase(body), (each) => expectRefused(handler, 'confirm-newsletter', each)),
        { numRuns: runs },
      );
    } finally {
      backend.deps.config.rateLimit = { max: 10, windowMs: 600_000 };
    }
    expectDepth();
    expect(await snapshot()).toBe(before);
  });

  it('unsubscribe-newsletter', async () => {
    const before = await seed();
    const handler = createUnsubscribeNewsletterHandler(backend.deps);
    const oneClick = fc.constantFrom('List-Unsubscribe=One-Click', 'List-Unsubscribe=Two-Click', '');
    const body = fc.oneof(garbageBody, defective({ token: 'x' }, tokenDefects), oneClick);
    try {
      await fc.assert(
        fc.asyncProperty(requestCase(body), (each) => expectRefused(handler, 'unsubscribe-newsletter', each)),
        { numRuns: runs },
      );
    } finally {
      backend.deps.config.rateLimit = { max: 10, windowMs: 600_000 };
    }
    expectDepth();
    expect(await snapshot()).toBe(before);
  });
});
