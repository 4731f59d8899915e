import fc from 'fast-check';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/harness.ts';
import { parseEml, readOutbox } from '../../local/outbox.ts';
import { buildEml, decodeQuotedPrintable, encodeHeaderText, encodeQuotedPrintable } from './eml.ts';
import { UnsafeHeaderError, type OutgoingMail } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

const mail: OutgoingMail = {
  kind: 'contact-notification',
  from: { name: 'La Fabrique', email: 'ne-pas-repondre@lafabrique-formats.fr' },
  to: { email: 'contact@lafabrique-formats.fr' },
  replyTo: { name: 'Zoé "la" Réalisatrice', email: 'zoe@example.com' },
  subject: 'Nouveau message (Une formation) de Zoé — très long sujet pour vérifier le pliage des mots encodés',
  text: 'Bonjour,\nUne ligne très longue '.repeat(10) + '\nfin = 100 % ',
  html: '<p>Bonjour &amp; merci</p>',
  headers: {
    'List-Unsubscribe': '<https://example.org/u?token=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

const options = { date: new Date('2026-03-01T10:00:00Z'), messageId: 'id-1@outbox.local', boundary: '=_b1' };

describe('.eml messages', () => {
  it('quoted-printable round-trips any text and keeps lines under 77 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const encoded = encodeQuotedPrintable(text);
        expect(encoded.split('\r\n').every((line) => line.length <= 76)).toBe(true);
        expect(/^[\x20-\x7e\r\n\t]*$/.test(encoded)).toBe(true);
        expect(decodeQuotedPrintable(encoded)).toBe(text.replace(/\r\n?/g, '\n'));
      }),
      { numRuns: 500 },
    );
  });

  it('encodes non-ASCII header text as short UTF-8 encoded words', () => {
    const encoded = encodeHeaderText(mail.subject);
    for (const line of encoded.split('\r\n ')) expect(line.length).toBeLessThanOrEqual(75);
    expect(parseEml('x', `Subject: ${encoded}\r\n\r\n`).headers.subject).toBe(mail.subject);
    expect(encodeHeaderText('plain ascii')).toBe('plain ascii');
  });

  it('builds RFC 5322 headers and a multipart/alternative body that parses back', () => {
    const eml = buildEml(mail, options);
    const [head] = eml.split('\r\n\r\n');
    expect(head).toContain('From: "La Fabrique" <ne-pas-repondre@lafabrique-formats.fr>');
    expect(head).toContain('To: <contact@lafabrique-formats.fr>');
    expect(head).toContain('Date: Sun, 01 Mar 2026 10:00:00 +0000');
    expect(head).toContain('Message-ID: <id-1@outbox.local>');
    expect(head).toContain('MIME-Version: 1.0');
    expect(head).toContain('Content-Type: multipart/alternative; boundary="=_b1"');
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const parsed = parseEml('x.eml', eml);
    expect(parsed.headers['reply-to']).toContain('Zoé "la" Réalisatrice');
    expect(parsed.headers.subject).toBe(mail.subject);
    expect(parsed.text).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
    expect(parsed.links).toEqual([]);
  });

  it('refuses CR/LF in any header value or address', () => {
    const attempts: Array<Partial<OutgoingMail>> = [
      { subject: 'Bonjour\r\nBcc: all@example.org' },
      { replyTo: { name: 'Eve\nBcc: x', email: 'eve@example.org' } },
      { replyTo: { email: 'eve@example.org\r\nBcc: x@example.org' } },
      { to: { email: 'a@b.c>, <x@y.z' } },
      { headers: { 'X-Test': 'a\rb' } },
    ];
    for (const attempt of attempts) {
      expect(() => buildEml({ ...mail, ...attempt }, options)).toThrow(UnsafeHeaderError);
    }
  });

  it('the outbox mailer writes complete files named by date and kind', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      const mailer = createOutboxMailer(join(directory, 'nested'), fakeClock());
      await mailer.send(mail);
      await mailer.send({ ...mail, kind: 'contact-confirmation', idempotencyKey: 'delivery/other' });
      const files = (await readdir(join(directory, 'nested'))).filter((file) => file.endsWith('.eml'));
      expect(files).toHaveLength(2);
      expect(
        files.every((file) =>
          /^2026-03-01T10-00-00-000Z-contact-(notification|confirmation)-[0-9a-f]{8}\.eml$/.test(file),
        ),
      ).toBe(true);
      const source = await readFile(join(directory, 'nested', files[0]!), 'utf8');
      expect(source.endsWith('--\r\n')).toBe(true);
      const mails = await readOutbox(join(directory, 'nested'));
      expect(mails.map((each) => each.text)).toEqual([mail.text, mail.text]);
      await expect(mailer.send({ ...mail, subject: 'a\nb' })).rejects.toThrow(UnsafeHeaderError);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('the outbox mailer sends an idempotency key once, and completes it after a crash between marker and file', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      const mailer = createOutboxMailer(directory, fakeClock());
      const keyed = { ...mail, idempotencyKey: 'delivery/once' };
      await mailer.send(keyed);
      await mailer.send(keyed);
      const emls = async () => (await readdir(directory)).filter((file) => file.endsWith('.eml'));
      expect(await emls()).toHaveLength(1);
      await rm(join(directory, (await emls())[0]!)); // as if the process died after writing the marker
      await mailer.send(keyed);
      await mailer.send(keyed);
      expect(await emls()).toHaveLength(1);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
