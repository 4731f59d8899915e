import type { Sql } from './sql.ts';

export type MailStatus = 'pending' | 'sent' | 'failed';
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
export type TokenPurpose = 'confirm' | 'unsubscribe';

export type NewContactMessage = {
  createdAt: Date;
  name: string;
  email: string;
  subject: string;
  projectOrFormationName: string | null;
  phone: string | null;
  company: string | null;
  message: string;
  idempotencyKey: string | null;
  requestHash: string;
};

export type StoredAnswer = { requestHash: string; status: number | null; body: unknown };

export type ContactOutcome = {
  notificationStatus: MailStatus;
  confirmationStatus: MailStatus;
  mailError: string | null;
  responseStatus: number;
  responseBody: unknown;
};

export type Consent = { consentedAt: Date; source: string; wording: string };

export type TokenLookup = {
  purpose: TokenPurpose;
  expired: boolean;
  used: boolean;
  subscriberStatus: SubscriberStatus;
};

const iso = (date: Date) => date.toISOString();

/** Every query the functions run, each a single atomic statement (no transaction needed). */
export function createStore(sql: Sql) {
  return {
    /** Counts one hit in the client's fixed window and returns the new count. */
    async hitRateLimit(key: string, windowStart: Date): Promise<number> {
      const rows = await sql<{ count: number }>(
        `insert into public.rate_limits (client_key, window_start, count) values ($1, $2::timestamptz, 1)
         on conflict (client_key, window_start) do update set count = public.rate_limits.count + 1
         returning count`,
        [key, iso(windowStart)],
      );
      const count = Number(rows[0]?.count ?? 0);
      // A new window: forget finished ones so the table stays small.
      if (count === 1) {
        await sql('delete from public.rate_limits where window_start < $1::timestamptz', [iso(windowStart)]);
      }
      return count;
    },

    async findContactAnswer(idempotencyKey: string): Promise<StoredAnswer | null> {
      const rows = await sql<{ request_hash: string; response_status: number | null; response_body: unknown }>(
        `select request_hash, response_status, response_body from public.contact_messages where idempotency_key = $1`,
        [idempotencyKey],
      );
      const row = rows[0];
      return row ? { requestHash: row.request_hash, status: row.response_status, body: row.response_body } : null;
    },

    /** Inserts the message; null when the idempotency key already exists (a concurrent retry). */
    async insertContactMessage(message: NewContactMessage): Promise<string | null> {
      const rows = await sql<{ id: string }>(
        `insert into public.contact_messages
           (created_at, name, email, subject, project_or_formation_name, phone, company, message, idempotency_key, request_hash)
         values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (idempotency_key) do nothing
         returning id`,
        [
          iso(message.createdAt),
          message.name,
          message.email,
          message.subject,
          message.projectOrFormationName,
          message.phone,
          message.company,
          message.message,
          message.idempotencyKey,
          message.requestHash,
        ],
      );
      return rows[0]?.id ?? null;
    },

    async recordContactOutcome(id: string, outcome: ContactOutcome): Promise<void> {
      await sql(
        `update public.contact_messages
         set notification_status = $2, confirmation_status = $3, mail_error = $4, response_status = $5, response_body = $6::jsonb
         where id = $1`,
        [
          id,
          outcome.notificationStatus,
          outcome.confirmationStatus,
          outcome.mailError,
          outcome.responseStatus,
          JSON.stringify(outcome.responseBody),
        ],
      );
    },

    /** Creates or refreshes a subscription; a confirmed one is left untouched. */
    async upsertSubscriber(email: string, consent: Consent): Promise<{ id: string; status: SubscriberStatus }> {
      const rows = await sql<{ id: string; status: SubscriberStatus }>(
        `insert into public.newsletter_subscribers
           (email, status, created_at, updated_at, consented_at, source, consent_wording)
         values ($1, 'pending', $2::timestamptz, $2::timestamptz, $2::timestamptz, $3, $4)
         on conflict (email) do update set
           status = 'pending',
           updated_at = excluded.updated_at,
           consented_at = excluded.consented_at,
           source = excluded.source,
           consent_wording = excluded.consent_wording,
           confirmed_at = null
         where public.newsletter_subscribers.status <> 'confirmed'
         returning id, status`,
        [email, iso(consent.consentedAt), consent.source, consent.wording],
      );
      if (rows[0]) return rows[0];
      const existing = await sql<{ id: string; status: SubscriberStatus }>(
        'select id, status from public.newsletter_subscribers where email = $1',
        [email],
      );
      if (!existing[0]) throw new Error('subscriber vanished during upsert');
      return existing[0];
    },

    async lastTokenCreatedAt(subscriberId: string, purpose: TokenPurpose): Promise<Date | null> {
      const rows = await sql<{ created_at: Date | string | null }>(
        `select max(created_at) as created_at from public.newsletter_tokens where subscriber_id = $1 and purpose = $2`,
        [subscriberId, purpose],
      );
      const value = rows[0]?.created_at;
      return value ? new Date(value) : null;
    },

    async insertToken(tokenHash: string, subscriberId: string, purpose: TokenPurpose, now: Date, ttlMs: number) {
      await sql(
        `insert into public.newsletter_tokens (token_hash, subscriber_id, purpose, created_at, expires_at)
         values ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
        [tokenHash, subscriberId, purpose, iso(now), iso(new Date(now.getTime() + ttlMs))],
      );
    },

    async deleteToken(tokenHash: string): Promise<void> {
      await sql('delete from public.newsletter_tokens where token_hash = $1', [tokenHash]);
    },

    /** Spends a valid token and moves its subscriber to the purpose's status, atomically. */
    async useToken(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<{ id: string; email: string } | null> {
      const [target, from] = purpose === 'confirm' ? ['confirmed', `s.status = 'pending'`] : ['unsubscribed', `s.status <> 'unsubscribed'`];
      const stamp = purpose === 'confirm' ? 'confirmed_at' : 'unsubscribed_at';
      const rows = await sql<{ id: string; email: string }>(
        `with spent as (
           update public.newsletter_tokens set used_at = $3::timestamptz
           where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3::timestamptz
           returning subscriber_id)
         update public.newsletter_subscribers s
         set status = '${target}', ${stamp} = $3::timestamptz, updated_at = $3::timestamptz
         from spent where s.id = spent.subscriber_id and ${from}
         returning s.id, s.email`,
        [tokenHash, purpose, iso(now)],
      );
      return rows[0] ?? null;
    },

    async lookupToken(tokenHash: string, now: Date): Promise<TokenLookup | null> {
      const rows = await sql<{ purpose: TokenPurpose; expired: boolean; used: boolean; status: SubscriberStatus }>(
        `select t.purpose, t.expires_at <= $2::timestamptz as expired, t.used_at is not null as used, s.status
         from public.newsletter_tokens t join public.newsletter_subscribers s on s.id = t.subscriber_id
         where t.token_hash = $1`,
        [tokenHash, iso(now)],
      );
      const row = rows[0];
      return row ? { purpose: row.purpose, expired: row.expired, used: row.used, subscriberStatus: row.status } : null;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
