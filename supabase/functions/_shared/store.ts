import type { ContactRecord } from '@fabrique/forms';
import type { OutgoingMail } from './mailer.ts';
import type { Sql } from './sql.ts';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'spam';
export type TokenPurpose = 'confirm' | 'unsubscribe';

/** What is stored of a message: its fields, and what the function adds. */
export type NewContactMessage = ContactRecord & {
  id: string;
  createdAt: Date;
  idempotencyKey: string | null;
  requestHash: string;
  spam: boolean;
};

/**
 * The columns of `contact_messages` and their values, the one list both inserts write (a test holds it against the
 * real table): a form field in the schema needs its column here and in a migration.
 */
export function contactMessageColumns(
  message: NewContactMessage,
): Array<{ column: string; value: unknown; cast?: string }> {
  return [
    { column: 'id', value: message.id, cast: 'uuid' },
    { column: 'created_at', value: iso(message.createdAt), cast: 'timestamptz' },
    { column: 'name', value: message.name },
    { column: 'email', value: message.email },
    { column: 'subject', value: message.subject },
    { column: 'project_or_formation_name', value: message.projectOrFormationName },
    { column: 'phone', value: message.phone },
    { column: 'company', value: message.company },
    { column: 'message', value: message.message },
    { column: 'course_id', value: message.courseId },
    { column: 'session_start', value: message.sessionStart, cast: 'date' },
    { column: 'idempotency_key', value: message.idempotencyKey },
    { column: 'request_hash', value: message.requestHash },
    { column: 'spam', value: message.spam },
  ];
}

/** `(columns)` and `$n::cast` placeholders from the list, numbered from `$1`; the query's other parameters follow. */
function insertList(message: NewContactMessage) {
  const columns = contactMessageColumns(message);
  return {
    names: `(${columns.map(({ column }) => column).join(', ')})`,
    placeholders: columns.map(({ cast }, index) => `$${index + 1}${cast ? `::${cast}` : ''}`).join(', '),
    values: columns.map(({ value }) => value),
    /** The placeholder of one of the list's columns, or of the query's n-th other parameter. */
    param: (column: string) => `$${columns.findIndex((each) => each.column === column) + 1}`,
    next: (offset: number) => `$${columns.length + offset}`,
  };
}

export type StoredMessage = { id: string; requestHash: string };

/** An e-mail to queue with what it belongs to; sent by the delivery worker. */
export type QueuedMail = { kind: string; recipient: string; mail: OutgoingMail };

export type ClaimedDelivery = {
  id: string;
  kind: string;
  recipient: string;
  mail: OutgoingMail;
  attempts: number;
  contactMessageId: string | null;
  subscriberId: string | null;
  courseAlertSubscriberId: string | null;
  retryFrom: Date; // creation, or the last re-queuing: the retry period counts from here
};

/** A delivery as the operators' command lists it (no content). */
export type DeliverySummary = {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  createdAt: string;
  lastError: string | null;
};

export type FinalDeliveryStatus = 'rejected' | 'dead';

export type Consent = { consentedAt: Date; source: string; wording: string };

/**
 * A double opt-in list: the newsletter (courseId null) or the next-date alerts of one course. Both keep the same
 * columns, so one set of statements serves them; a course's list lives in course_alert_subscribers and its tokens.
 */
export type OptInList = { courseId: string | null };
export const newsletterList: OptInList = { courseId: null };

/** Table names and course clauses of a list's statements; `param` is the placeholder that holds the course id. */
function listSql(list: OptInList, param: string) {
  if (list.courseId === null) {
    return {
      subscribers: 'public.newsletter_subscribers',
      tokens: 'public.newsletter_tokens',
      deliveryColumn: 'subscriber_id',
      conflict: '(email)',
      courseColumn: '',
      courseValue: '',
      sameCourse: (_alias: string) => `${param}::text is null`,
      courseOf: (_alias: string) => `${param}::text`,
    };
  }
  return {
    subscribers: 'public.course_alert_subscribers',
    tokens: 'public.course_alert_tokens',
    deliveryColumn: 'course_alert_subscriber_id',
    conflict: '(course_id, email)',
    courseColumn: ', course_id',
    courseValue: `, ${param}::text`,
    sameCourse: (alias: string) => `${alias}.course_id = ${param}::text`,
    courseOf: (alias: string) => `${alias}.course_id`,
  };
}

export type TokenLookup = {
  purpose: TokenPurpose;
  expired: boolean;
  used: boolean;
  subscriberStatus: SubscriberStatus;
};

const iso = (date: Date) => date.toISOString();

/** Every query the functions run, each a single atomic statement (no transaction needed). */
export function createStore(sql: Sql) {
  /** Deliveries queued outside the statement that stores their message: due at once, tied to a message or to none. */
  async function queueDeliveries(mails: QueuedMail[], at: Date, contactMessageId: string | null): Promise<string[]> {
    const rows = await sql<{ id: string }>(
      `insert into public.deliveries (created_at, next_attempt_at, kind, contact_message_id, recipient, mail)
       select $1::timestamptz, $1::timestamptz, q.kind, $2::uuid, q.recipient, q.mail
       from jsonb_to_recordset($3::text::jsonb) as q(kind text, recipient text, mail jsonb)
       returning id`,
      [iso(at), contactMessageId, JSON.stringify(mails)],
    );
    return rows.map((row) => row.id);
  }

  return {
    /** Counts one hit in the client's fixed window and returns the new count. */
    async hitRateLimit(key: string, windowStart: Date): Promise<number> {
      const rows = await sql<{ count: number }>(
        `insert into public.rate_limits (client_key, window_start, count) values ($1, $2::timestamptz, 1)
         on conflict (client_key, window_start) do update set count = public.rate_limits.count + 1
         returning count`,
        [key, iso(windowStart)],
      );
      // Finished windows are removed by purge_expired_data (the worker's timer, Supabase Cron).
      return Number(rows[0]?.count ?? 0);
    },

    /** Records a proof as spent until its expiry; false when it already was (a replay). One statement, race-free. */
    async spendProof(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await sql<{ signature: string }>(
        `insert into public.spent_proofs (signature, expires_at) values ($1, $2::timestamptz)
         on conflict (signature) do nothing returning signature`,
        [signature, iso(expiresAt)],
      );
      return rows.length === 1;
    },

    /**
     * Counts one automatic e-mail to a mailbox unless `cap` were already sent to it in the `windowMs` before `now`
     * (a rolling window); true when this one may go. The row's lock orders concurrent requests, so the cap is exact.
     */
    async hitMailboxCap(mailboxHash: string, now: Date, cap: number, windowMs: number): Promise<boolean> {
      const rows = await sql<{ mailbox_hash: string }>(
        `insert into public.mailbox_caps as c (mailbox_hash, sent_at, last_sent_at)
         values ($1, array[$2::timestamptz], $2::timestamptz)
         on conflict (mailbox_hash) do update
         set sent_at = array(select t from unnest(c.sent_at) t where t > $2::timestamptz - $4 * interval '1 millisecond')
               || $2::timestamptz,
             last_sent_at = $2::timestamptz
         where (select count(*) from unnest(c.sent_at) t where t > $2::timestamptz - $4 * interval '1 millisecond') < $3
         returning c.mailbox_hash`,
        [mailboxHash, iso(now), cap, windowMs],
      );
      return rows.length === 1;
    },

    async findContactMessage(idempotencyKey: string): Promise<StoredMessage | null> {
      const rows = await sql<{ id: string; request_hash: string }>(
        `select id, request_hash from public.contact_messages where idempotency_key = $1`,
        [idempotencyKey],
      );
      const row = rows[0];
      return row ? { id: row.id, requestHash: row.request_hash } : null;
    },

    /**
     * Stores the message and queues its e-mails in one statement: once it returns, nothing can be lost.
     * Returns the queued deliveries' ids, or null when the idempotency key already exists (a concurrent retry).
     */
    async insertContactMessage(
      message: NewContactMessage,
      mails: QueuedMail[],
      sendAt: Date = message.createdAt,
    ): Promise<string[] | null> {
      const row = insertList(message);
      const rows = await sql<{ id: string; delivery_ids: string | null }>(
        `with message as (
           insert into public.contact_messages ${row.names}
           values (${row.placeholders})
           on conflict (idempotency_key) do nothing
           returning id, created_at),
         queued as (
           insert into public.deliveries (created_at, next_attempt_at, kind, contact_message_id, recipient, mail)
           select message.created_at, ${row.next(2)}::timestamptz, q.kind, message.id, q.recipient, q.mail
           from message, jsonb_to_recordset(${row.next(1)}::text::jsonb) as q(kind text, recipient text, mail jsonb)
           returning id)
         select m.id, (select string_agg(q.id::text, ',') from queued q) as delivery_ids from message m`,
        [...row.values, JSON.stringify(mails), iso(sendAt)],
      );
      if (!rows[0]) return null;
      return rows[0].delivery_ids ? rows[0].delivery_ids.split(',') : [];
    },

    /** More e-mails of a stored contact message (its sender's acknowledgement, once the message's key is won). */
    async queueMessageMails(contactMessageId: string, mails: QueuedMail[], sendAt: Date): Promise<string[]> {
      return queueDeliveries(mails, sendAt, contactMessageId);
    },

    /** A honeypot hit, kept flagged while fewer than `perHour` were kept in the last hour (a flood stores little). */
    async insertSpamContact(message: NewContactMessage, perHour: number): Promise<void> {
      const row = insertList({ ...message, spam: true });
      await sql(
        `insert into public.contact_messages ${row.names}
         select ${row.placeholders}
         where (select count(*) from public.contact_messages
                where spam and created_at > ${row.param('created_at')}::timestamptz - interval '1 hour') < ${row.next(1)}`,
        [...row.values, perHour],
      );
    },

    async hasDeliveryOfKind(contactMessageId: string, kind: string): Promise<boolean> {
      const rows = await sql<{ id: string }>(
        `select id from public.deliveries where contact_message_id = $1 and kind = $2 limit 1`,
        [contactMessageId, kind],
      );
      return rows.length > 0;
    },

    async pendingDeliveryIds(contactMessageId: string): Promise<string[]> {
      const rows = await sql<{ id: string }>(
        `select id from public.deliveries where contact_message_id = $1 and status = 'pending'`,
        [contactMessageId],
      );
      return rows.map((row) => row.id);
    },

    /** Leases due deliveries (all due ones, or only the given ids) so that no other worker sends them meanwhile. */
    async claimDeliveries(now: Date, leaseMs: number, limit: number, ids?: string[]): Promise<ClaimedDelivery[]> {
      const rows = await sql<{
        id: string;
        kind: string;
        recipient: string;
        mail: OutgoingMail | string;
        attempts: number;
        contact_message_id: string | null;
        subscriber_id: string | null;
        course_alert_subscriber_id: string | null;
        retry_from: Date | string;
      }>(
        `update public.deliveries d
         set attempts = d.attempts + 1, locked_until = $2::timestamptz
         where d.id in (
           select id from public.deliveries
           where status = 'pending' and next_attempt_at <= $1::timestamptz
             and (locked_until is null or locked_until <= $1::timestamptz)
             -- While the e-mail API is paused (our key or quota), only the webhook's alerts go.
             and (kind = 'operator-alert' or not exists (
               select 1 from public.mail_queue_state q where q.paused_until > $1::timestamptz))
             and ($4::text is null or id = any(string_to_array($4::text, ',')::uuid[]))
           -- People before bots: the organisation's notifications and the operators' alerts are claimed first.
           order by (kind in ('contact-notification', 'operator-alert', 'delivery-alert')) desc, next_attempt_at
           limit $3
           for update skip locked)
         returning d.id, d.kind, d.recipient, d.mail, d.attempts, d.contact_message_id, d.subscriber_id,
           d.course_alert_subscriber_id, coalesce(d.retry_from, d.created_at) as retry_from`,
        [iso(now), iso(new Date(now.getTime() + leaseMs)), limit, ids ? ids.join(',') : null],
      );
      // The organisation first: its notification is the one that must never wait behind the sender's copy.
      rows.sort((a, b) => Number(b.kind === 'contact-notification') - Number(a.kind === 'contact-notification'));
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        mail: typeof row.mail === 'string' ? (JSON.parse(row.mail) as OutgoingMail) : row.mail,
        attempts: Number(row.attempts),
        contactMessageId: row.contact_message_id,
        subscriberId: row.subscriber_id,
        courseAlertSubscriberId: row.course_alert_subscriber_id,
        retryFrom: new Date(row.retry_from),
      }));
    },

    /** Gives claimed deliveries back untouched (the attempt did not count): the e-mail API was out for everyone. */
    async releaseDeliveries(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await sql(
        `update public.deliveries set locked_until = null, attempts = greatest(attempts - 1, 0)
         where id = any(string_to_array($1::text, ',')::uuid[]) and status = 'pending'`,
        [ids.join(',')],
      );
    },

    /** No e-mail goes before `until` (the API refused our key or quota); a failure run starts now if none is open. */
    async pauseMailQueue(until: Date, now: Date): Promise<void> {
      await sql(
        `update public.mail_queue_state
         set paused_until = greatest(coalesce(paused_until, $1::timestamptz), $1::timestamptz),
             failing_since = coalesce(failing_since, $2::timestamptz)
         where id`,
        [iso(until), iso(now)],
      );
    },

    async noteMailFailure(now: Date): Promise<void> {
      await sql(
        `update public.mail_queue_state set failing_since = coalesce(failing_since, $1::timestamptz) where id`,
        [iso(now)],
      );
    },

    /**
     * Queues the outage's alerts when the e-mail API has failed since `failingSince` or earlier and nobody was told
     * yet: one alert per outage, whichever worker gets there first (the row's lock decides).
     */
    async alertMailOutageOnce(failingSince: Date, now: Date, alerts: QueuedMail[]): Promise<string[]> {
      const rows = await sql<{ id: string }>(
        `with claimed as (
           update public.mail_queue_state set alerted_at = $2::timestamptz
           where id and alerted_at is null and failing_since <= $1::timestamptz
           returning id)
         insert into public.deliveries (created_at, next_attempt_at, kind, recipient, mail)
         select $2::timestamptz, $2::timestamptz, q.kind, q.recipient, q.mail
         from claimed, jsonb_to_recordset($3::text::jsonb) as q(kind text, recipient text, mail jsonb)
         returning id`,
        [iso(failingSince), iso(now), JSON.stringify(alerts)],
      );
      return rows.map((row) => row.id);
    },

    /** The e-mail API's state, for the operators' command and the tests. */
    async mailQueueState(): Promise<{ pausedUntil: Date | null; failingSince: Date | null; alertedAt: Date | null }> {
      const rows = await sql<{ paused_until: Date | null; failing_since: Date | null; alerted_at: Date | null }>(
        `select paused_until, failing_since, alerted_at from public.mail_queue_state where id`,
      );
      const row = rows[0];
      const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
      return {
        pausedUntil: date(row?.paused_until),
        failingSince: date(row?.failing_since),
        alertedAt: date(row?.alerted_at),
      };
    },

    /** Operator alerts (flood, budget) queued outside a delivery. */
    async queueAlerts(alerts: QueuedMail[], now: Date): Promise<string[]> {
      return queueDeliveries(alerts, now, null);
    },

    /** Dead, rejected or still pending deliveries, oldest first, without their content. */
    async listDeliveries(statuses: string[]): Promise<DeliverySummary[]> {
      const rows = await sql<{
        id: string;
        kind: string;
        status: string;
        attempts: number;
        created_at: Date | string;
        last_error: string | null;
      }>(
        `select id, kind, status, attempts, created_at, last_error from public.deliveries
         where status = any(string_to_array($1::text, ',')) order by created_at`,
        [statuses.join(',')],
      );
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        attempts: Number(row.attempts),
        createdAt: new Date(row.created_at).toISOString(),
        lastError: row.last_error,
      }));
    },

    /** Puts dead or rejected deliveries (those ids, or every dead one) back in the queue with a fresh retry period. */
    async requeueDeliveries(ids: string[] | 'all-dead', now: Date): Promise<string[]> {
      const rows = await sql<{ id: string }>(
        `update public.deliveries
         set status = 'pending', next_attempt_at = $1::timestamptz, retry_from = $1::timestamptz, locked_until = null
         where mail is not null and (
           ($2::text is null and status = 'dead')
           or ($2::text is not null and status in ('dead', 'rejected') and id::text = any(string_to_array($2::text, ','))))
         returning id`,
        [iso(now), ids === 'all-dead' ? null : ids.join(',')],
      );
      return rows.map((row) => row.id);
    },

    /**
     * Sent: the rendered e-mail (and any one-time link in it) is no longer kept; an e-mail sent ends any outage; the
     * confirmation link it carries lives its whole lifetime from now, however long the e-mail waited.
     */
    async markDeliverySent(id: string, now: Date, viaMail = true): Promise<void> {
      await sql(
        `with sent as (
           update public.deliveries set status = 'sent', sent_at = $2::timestamptz, mail = null, locked_until = null, last_error = null
           where id = $1 returning id, confirm_token_hash),
         newsletter_link as (
           update public.newsletter_tokens t set expires_at = $2::timestamptz + (t.expires_at - t.created_at)
           from sent where t.token_hash = sent.confirm_token_hash and t.purpose = 'confirm' and t.used_at is null),
         course_alert_link as (
           update public.course_alert_tokens t set expires_at = $2::timestamptz + (t.expires_at - t.created_at)
           from sent where t.token_hash = sent.confirm_token_hash and t.purpose = 'confirm' and t.used_at is null)
         update public.mail_queue_state set paused_until = null, failing_since = null, alerted_at = null
         where id and $3::boolean and (paused_until is not null or failing_since is not null or alerted_at is not null)`,
        [id, iso(now), viaMail],
      );
    },

    async scheduleRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
      await sql(
        `update public.deliveries set next_attempt_at = $2::timestamptz, locked_until = null, last_error = $3 where id = $1`,
        [id, iso(nextAttemptAt), error.slice(0, 1000)],
      );
    },

    /** Gives up on a delivery and, unless it is itself an alert, queues the alert in the same statement. */
    async finishDelivery(
      id: string,
      status: FinalDeliveryStatus,
      error: string,
      alerts: QueuedMail[],
      now: Date,
    ): Promise<string[]> {
      const rows = await sql<{ alert_id: string | null }>(
        `with finished as (
           update public.deliveries set status = $2, locked_until = null, last_error = $3 where id = $1 returning id),
         alert as (
           insert into public.deliveries (created_at, next_attempt_at, kind, recipient, mail)
           select $5::timestamptz, $5::timestamptz, q.kind, q.recipient, q.mail
           from finished, jsonb_to_recordset($4::text::jsonb) as q(kind text, recipient text, mail jsonb)
           returning id)
         select (select string_agg(id::text, ',') from alert) as alert_id`,
        [id, status, error.slice(0, 1000), JSON.stringify(alerts), iso(now)],
      );
      return rows[0]?.alert_id ? rows[0].alert_id.split(',') : [];
    },

    /** Creates or refreshes a subscription; a confirmed one is left untouched. */
    async upsertSubscriber(
      email: string,
      consent: Consent,
      list: OptInList = newsletterList,
    ): Promise<{ id: string; status: SubscriberStatus }> {
      const t = listSql(list, '$5');
      // The subscriber row holds the latest consent; newsletter_consents keeps every one (append-only).
      const rows = await sql<{ id: string; status: SubscriberStatus }>(
        `with subscriber as (
           insert into ${t.subscribers}
             (email, status, created_at, updated_at, consented_at, source, consent_wording${t.courseColumn})
           values ($1, 'pending', $2::timestamptz, $2::timestamptz, $2::timestamptz, $3, $4${t.courseValue})
           on conflict ${t.conflict} do update set
             status = 'pending',
             updated_at = excluded.updated_at,
             consented_at = excluded.consented_at,
             source = excluded.source,
             consent_wording = excluded.consent_wording,
             confirmed_at = null
           where ${t.subscribers}.status <> 'confirmed'
           returning id, status, email),
         recorded as (
           insert into public.newsletter_consents (email, event, recorded_at, source, wording, course_id)
           select email, 'requested', $2::timestamptz, $3, $4, $5::text from subscriber)
         select id, status from subscriber`,
        [email, iso(consent.consentedAt), consent.source, consent.wording, list.courseId],
      );
      if (rows[0]) return rows[0];
      const existing = await sql<{ id: string; status: SubscriberStatus }>(
        `select id, status from ${t.subscribers} s where email = $1 and ${listSql(list, '$2').sameCourse('s')}`,
        [email, list.courseId],
      );
      if (!existing[0]) throw new Error('subscriber vanished during upsert');
      return existing[0];
    },

    /**
     * A honeypot hit: kept flagged, never over an existing subscriber, no consent recorded; at most `perHour` kept an
     * hour per list kind, so that a flood stores little.
     */
    async insertSpamSubscriber(
      email: string,
      now: Date,
      source: string,
      list: OptInList = newsletterList,
      perHour = Number.MAX_SAFE_INTEGER,
    ) {
      const t = listSql(list, '$5');
      await sql(
        `insert into ${t.subscribers} (email, status, created_at, updated_at, consented_at, source, consent_wording${t.courseColumn})
         select $1, 'spam', $2::timestamptz, $2::timestamptz, $2::timestamptz, $3, ''${t.courseValue}
         where (select count(*) from ${t.subscribers} where status = 'spam' and created_at > $2::timestamptz - interval '1 hour') < $4
         on conflict ${t.conflict} do nothing`,
        list.courseId === null ? [email, iso(now), source, perHour] : [email, iso(now), source, perHour, list.courseId],
      );
    },

    async lastTokenCreatedAt(
      subscriberId: string,
      purpose: TokenPurpose,
      list: OptInList = newsletterList,
    ): Promise<Date | null> {
      const rows = await sql<{ created_at: Date | string | null }>(
        `select max(created_at) as created_at from ${listSql(list, '').tokens} where subscriber_id = $1 and purpose = $2`,
        [subscriberId, purpose],
      );
      const value = rows[0]?.created_at;
      return value ? new Date(value) : null;
    },

    /** Stores a token's hash and queues the e-mail that carries the token, in one statement; returns the delivery id. */
    async insertTokenWithMail(
      token: { hash: string; subscriberId: string; purpose: TokenPurpose; now: Date; ttlMs: number | null },
      queued: QueuedMail,
      list: OptInList = newsletterList,
      sendAt: Date = token.now,
    ): Promise<string> {
      const t = listSql(list, '');
      const rows = await sql<{ id: string }>(
        `with token as (
           insert into ${t.tokens} (token_hash, subscriber_id, purpose, created_at, expires_at)
           values ($1, $2::uuid, $3, $4::timestamptz, coalesce($5::timestamptz, 'infinity')) returning subscriber_id)
         insert into public.deliveries
           (created_at, next_attempt_at, kind, ${t.deliveryColumn}, recipient, mail, confirm_token_hash)
         select $4::timestamptz, $9::timestamptz, $6, token.subscriber_id, $7, $8::text::jsonb,
           case when $3 = 'confirm' then $1 end
         from token
         returning id`,
        [
          token.hash,
          token.subscriberId,
          token.purpose,
          iso(token.now),
          token.ttlMs === null ? null : iso(new Date(token.now.getTime() + token.ttlMs)),
          queued.kind,
          queued.recipient,
          JSON.stringify(queued.mail),
          iso(sendAt),
        ],
      );
      if (!rows[0]) throw new Error('token not stored');
      return rows[0].id;
    },

    /** Scheduled purges of the privacy policy (migrations: public.purge_expired_data). */
    async purgeExpiredData(now: Date): Promise<Record<string, number>> {
      const rows = await sql<{ data: string; removed: number | string }>(
        'select data, removed from public.purge_expired_data($1::timestamptz)',
        [iso(now)],
      );
      return Object.fromEntries(rows.map((row) => [row.data, Number(row.removed)]));
    },

    /** Spends a valid token and moves its subscriber to the purpose's status, atomically. */
    async useToken(
      tokenHash: string,
      purpose: TokenPurpose,
      now: Date,
      list: OptInList = newsletterList,
    ): Promise<{ id: string; email: string } | null> {
      const t = listSql(list, '$4');
      const [target, from] =
        purpose === 'confirm' ? ['confirmed', `s.status = 'pending'`] : ['unsubscribed', `s.status <> 'unsubscribed'`];
      const stamp = purpose === 'confirm' ? 'confirmed_at' : 'unsubscribed_at';
      const event = purpose === 'confirm' ? 'confirmed' : 'unsubscribed';
      const rows = await sql<{ id: string; email: string }>(
        `with spent as (
           update ${t.tokens} tk set used_at = $3::timestamptz
           where token_hash = $1 and purpose = $2
             -- An unsubscribe link works every time and never expires: nobody stays subscribed because a link got old
             -- or was used once before (a re-subscription); a confirmation link is single use, for 48 hours.
             and (purpose = 'unsubscribe' or (used_at is null and expires_at > $3::timestamptz))
             and exists (select 1 from ${t.subscribers} s where s.id = tk.subscriber_id and ${t.sameCourse('s')})
           returning subscriber_id),
         moved as (
           update ${t.subscribers} s
           set status = '${target}', ${stamp} = $3::timestamptz, updated_at = $3::timestamptz
           from spent where s.id = spent.subscriber_id and ${from}
           returning s.id, s.email, s.source, s.consent_wording, ${t.courseOf('s')} as course_id),
         recorded as (
           insert into public.newsletter_consents (email, event, recorded_at, source, wording, course_id)
           select email, '${event}', $3::timestamptz, source, consent_wording, course_id from moved)
         select id, email from moved`,
        [tokenHash, purpose, iso(now), list.courseId],
      );
      return rows[0] ?? null;
    },

    async lookupToken(tokenHash: string, now: Date, list: OptInList = newsletterList): Promise<TokenLookup | null> {
      const t = listSql(list, '$3');
      const rows = await sql<{ purpose: TokenPurpose; expired: boolean; used: boolean; status: SubscriberStatus }>(
        `select t.purpose, t.expires_at <= $2::timestamptz as expired, t.used_at is not null as used, s.status
         from ${t.tokens} t join ${t.subscribers} s on s.id = t.subscriber_id
         where t.token_hash = $1 and ${t.sameCourse('s')}`,
        [tokenHash, iso(now), list.courseId],
      );
      const row = rows[0];
      return row ? { purpose: row.purpose, expired: row.expired, used: row.used, subscriberStatus: row.status } : null;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
