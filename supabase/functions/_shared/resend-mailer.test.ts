import { describe, expect, it } from 'vitest';
import { MailError, UnsafeHeaderError, type OutgoingMail } from './mailer.ts';
import { createResendMailer, retryAfterMs } from './resend-mailer.ts';

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

function recordingFetch(status = 200, headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  const fetcher = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 200 ? '{"id":"x"}' : '{"message":"invalid"}', { status, headers });
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
      reply_to: 'jean@example.com',
      subject: 'Nouveau message',
      text: 'texte',
      html: '<p>texte</p>',
    });
  });

  it('a refused address (4xx) is a permanent failure, recorded and never retried', async () => {
    const { fetcher } = recordingFetch(422);
    const error = await createResendMailer('re_secret', fetcher)
      .send(mail)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailError);
    expect(error).toMatchObject({ permanent: true, message: expect.stringMatching(/Resend answered 422/) });
  });

  it('429 is retried when Retry-After says, 5xx and 409 (same key in flight) are retried', async () => {
    const limited = await createResendMailer('k', recordingFetch(429, { 'Retry-After': '7' }).fetcher)
      .send(mail)
      .catch((e: unknown) => e);
    expect(limited).toMatchObject({ permanent: false, retryAfterMs: 7000 });
    for (const status of [409, 500, 503]) {
      const error = await createResendMailer('k', recordingFetch(status).fetcher)
        .send(mail)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ permanent: false });
    }
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it('a rejected key (401, 403) or a spent quota (429 …quota…) is our outage: neither permanent nor the message’s', async () => {
    const answer = (status: number, body: string) => async () => new Response(body, { status });
    const cases = [
      [401, '{"name":"missing_api_key"}'],
      [403, '{"name":"invalid_api_key"}'],
      [429, '{"name":"daily_quota_exceeded"}'],
    ] as const;
    for (const [status, body] of cases) {
      const error = await createResendMailer('k', answer(status, body))
        .send(mail)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ outage: true, permanent: false });
    }
    const rate = await createResendMailer('k', answer(429, '{"name":"rate_limit_exceeded"}'))
      .send(mail)
      .catch((e: unknown) => e);
    expect(rate).toMatchObject({ outage: false, permanent: false });
    const refused = await createResendMailer('k', answer(422, '{"name":"validation_error"}'))
      .send(mail)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ outage: false, permanent: true });
  });

  it('network errors and timeouts are retryable failures', async () => {
    const down = async () => {
      throw new TypeError('connection refused');
    };
    await expect(createResendMailer('k', down).send(mail)).rejects.toMatchObject({ permanent: false });
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const error = await createResendMailer('k', hanging, 20)
      .send(mail)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ permanent: false, message: expect.stringMatching(/unreachable/) });
  });

  it('reply_to is the bare address whatever the name holds', async () => {
    const { calls, fetcher } = recordingFetch();
    await createResendMailer('k', fetcher).send({
      ...mail,
      replyTo: { name: 'a" <evil@x.fr>, "b', email: 'jean@example.com' },
    });
    expect((JSON.parse(calls[0]?.init.body as string) as { reply_to: string }).reply_to).toBe('jean@example.com');
  });

  it('refuses CR/LF before calling the API', async () => {
    const { calls, fetcher } = recordingFetch();
    await expect(createResendMailer('k', fetcher).send({ ...mail, subject: 'x\r\nBcc: y' })).rejects.toThrow(
      UnsafeHeaderError,
    );
    expect(calls).toHaveLength(0);
  });
});
