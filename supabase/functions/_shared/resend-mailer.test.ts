import { describe, expect, it } from 'vitest';
import { UnsafeHeaderError, type OutgoingMail } from './mailer.ts';
import { createResendMailer } from './resend-mailer.ts';

const mail: OutgoingMail = {
  kind: 'contact-notification',
  from: { name: 'La Fabrique', email: 'ne-pas-repondre@lafabrique-formats.fr' },
  to: { name: 'La Fabrique', email: 'contact@lafabrique-formats.fr' },
  replyTo: { name: 'Jean "JD" Dupont', email: 'jean@example.com' },
  subject: 'Nouveau message',
  text: 'texte',
  html: '<p>texte</p>',
  idempotencyKey: 'contact-notification/123',
};

type Call = { url: string; init: RequestInit };

function recordingFetch(status = 200) {
  const calls: Call[] = [];
  const fetcher = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 200 ? '{"id":"x"}' : '{"message":"invalid"}', { status });
  };
  return { calls, fetcher };
}

describe('Resend mailer', () => {
  it('POSTs the message to the Resend API with the key, reply_to and an idempotency key', async () => {
    const { calls, fetcher } = recordingFetch();
    await createResendMailer('re_secret', fetcher).send(mail);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://api.resend.com/emails');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toMatchObject({
      Authorization: 'Bearer re_secret',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'contact-notification/123',
    });
    expect(JSON.parse(call?.init.body as string)).toEqual({
      from: '"La Fabrique" <ne-pas-repondre@lafabrique-formats.fr>',
      to: ['"La Fabrique" <contact@lafabrique-formats.fr>'],
      reply_to: '"Jean \\"JD\\" Dupont" <jean@example.com>',
      subject: 'Nouveau message',
      text: 'texte',
      html: '<p>texte</p>',
    });
  });

  it('throws when the API refuses, so the caller can record the failure', async () => {
    const { fetcher } = recordingFetch(422);
    await expect(createResendMailer('re_secret', fetcher).send(mail)).rejects.toThrow(/Resend answered 422/);
  });

  it('refuses CR/LF before calling the API', async () => {
    const { calls, fetcher } = recordingFetch();
    await expect(createResendMailer('k', fetcher).send({ ...mail, subject: 'x\r\nBcc: y' })).rejects.toThrow(UnsafeHeaderError);
    expect(calls).toHaveLength(0);
  });
});
