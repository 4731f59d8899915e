-- Next-date alerts: on a course with no upcoming session, a visitor asks to be told of its next
-- dates. Same double opt-in as the newsletter (pending → confirmed, single-use hashed tokens, consent history, outbox),
-- one list per course. Runs unchanged on Supabase, on Debian's PostgreSQL and on PGlite.

create table if not exists public.course_alert_subscribers (
  id uuid primary key default gen_random_uuid(),
  -- The course's id in the catalogue (packages/content), the last part of its address /formations/<id>.
  course_id text not null check (course_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(course_id) <= 80),
  email text not null check (char_length(email) between 3 and 255 and email = lower(email)),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed', 'spam')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Proof of consent, as for the newsletter: when, from which form, and the exact wording shown.
  consented_at timestamptz not null,
  source text not null check (char_length(source) between 1 and 50),
  consent_wording text not null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  unique (course_id, email)
);

create index if not exists course_alert_subscribers_email_idx on public.course_alert_subscribers (email);

create table if not exists public.course_alert_tokens (
  token_hash text primary key check (char_length(token_hash) = 64),
  subscriber_id uuid not null references public.course_alert_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index if not exists course_alert_tokens_subscriber_idx
  on public.course_alert_tokens (subscriber_id, purpose, created_at);

-- The alerts' e-mails go through the same outbox; a delivery names the sign-up it belongs to.
alter table public.deliveries
  add column if not exists course_alert_subscriber_id uuid
    references public.course_alert_subscribers (id) on delete cascade;
create index if not exists deliveries_course_alert_idx on public.deliveries (course_alert_subscriber_id);
alter table public.deliveries drop constraint if exists deliveries_kind_check;
alter table public.deliveries add constraint deliveries_kind_check check (kind in (
  'contact-notification', 'contact-confirmation', 'newsletter-confirmation', 'newsletter-welcome', 'delivery-alert',
  'course-alert-confirmation', 'course-alert-welcome'));

-- One append-only consent history for both lists: course_id is null for the newsletter, the course's id for an alert.
alter table public.newsletter_consents
  add column if not exists course_id text check (char_length(course_id) <= 80);
drop index if exists public.newsletter_consents_email_idx;
create index if not exists newsletter_consents_email_idx on public.newsletter_consents (email, course_id, recorded_at);

alter table public.course_alert_subscribers enable row level security;
alter table public.course_alert_tokens enable row level security;

-- The retention periods of the privacy policy, now with the alerts: unconfirmed sign-ups after thirty days, as for the
-- newsletter; a confirmed sign-up until its person unsubscribes, and at most three years after confirming (a course
-- may take long to get dates, then the request is stale); the consent proof three years after the sign-up ends.
create or replace function public.purge_expired_data(purge_at timestamptz default now())
returns table (data text, removed bigint) language plpgsql as $$
begin
  -- Contact messages: three years after the sender's last contact.
  delete from public.contact_messages m
  where not exists (
    select 1 from public.contact_messages r where r.email = m.email and r.created_at > purge_at - interval '3 years');
  data := 'contact_messages'; get diagnostics removed = row_count; return next;
  -- Honeypot hits are no contact at all: a month is enough to study them.
  delete from public.contact_messages where spam and created_at < purge_at - interval '30 days';
  data := 'spam'; get diagnostics removed = row_count; return next;
  -- Unconfirmed sign-ups (and honeypot hits): thirty days, with their request records.
  delete from public.newsletter_subscribers where status in ('pending', 'spam') and updated_at < purge_at - interval '30 days';
  data := 'unconfirmed_subscribers'; get diagnostics removed = row_count; return next;
  delete from public.course_alert_subscribers where status in ('pending', 'spam') and updated_at < purge_at - interval '30 days';
  data := 'unconfirmed_course_alerts'; get diagnostics removed = row_count; return next;
  delete from public.newsletter_consents c
  where c.event = 'requested' and c.recorded_at < purge_at - interval '30 days'
    and not exists (
      select 1 from public.newsletter_consents k
      where k.email = c.email and k.course_id is not distinct from c.course_id
        and k.event = 'confirmed' and k.recorded_at >= c.recorded_at);
  data := 'unconfirmed_requests'; get diagnostics removed = row_count; return next;
  -- Confirmed alerts: three years after confirming at most (unsubscribed_at then dates the end of the sign-up).
  update public.course_alert_subscribers set status = 'unsubscribed', unsubscribed_at = purge_at, updated_at = purge_at
  where status = 'confirmed' and confirmed_at < purge_at - interval '3 years';
  data := 'expired_course_alerts'; get diagnostics removed = row_count; return next;
  -- Consent proof: three years after unsubscribing.
  delete from public.newsletter_consents c using public.newsletter_subscribers s
  where c.course_id is null and s.email = c.email and s.status = 'unsubscribed'
    and s.unsubscribed_at < purge_at - interval '3 years' and c.recorded_at <= s.unsubscribed_at;
  data := 'consent_proofs'; get diagnostics removed = row_count; return next;
  delete from public.newsletter_consents c using public.course_alert_subscribers s
  where c.course_id = s.course_id and s.email = c.email and s.status = 'unsubscribed'
    and s.unsubscribed_at < purge_at - interval '3 years' and c.recorded_at <= s.unsubscribed_at;
  data := 'course_alert_consent_proofs'; get diagnostics removed = row_count; return next;
  delete from public.newsletter_subscribers
  where status = 'unsubscribed' and unsubscribed_at < purge_at - interval '3 years';
  data := 'unsubscribed_subscribers'; get diagnostics removed = row_count; return next;
  delete from public.course_alert_subscribers
  where status = 'unsubscribed' and unsubscribed_at < purge_at - interval '3 years';
  data := 'unsubscribed_course_alerts'; get diagnostics removed = row_count; return next;
  delete from public.newsletter_tokens where expires_at < purge_at;
  data := 'expired_tokens'; get diagnostics removed = row_count; return next;
  delete from public.course_alert_tokens where expires_at < purge_at;
  data := 'expired_course_alert_tokens'; get diagnostics removed = row_count; return next;
  -- Rate-limit windows last a day at most.
  delete from public.rate_limits where window_start < purge_at - interval '2 days';
  data := 'rate_limits'; get diagnostics removed = row_count; return next;
  delete from public.deliveries where status <> 'pending' and created_at < purge_at - interval '30 days';
  data := 'deliveries'; get diagnostics removed = row_count; return next;
end $$;

-- Access and erasure requests include the alerts (migrations/20260302000000_personal_data.sql).
create or replace function public.export_personal_data(address text) returns jsonb language sql stable as $$
  select jsonb_build_object(
    'email', lower(address),
    'contact_messages', coalesce((
      select jsonb_agg(to_jsonb(m) - 'request_hash' - 'idempotency_key' order by m.created_at)
      from public.contact_messages m where lower(m.email) = lower(address)), '[]'::jsonb),
    'newsletter_subscribers', coalesce((
      select jsonb_agg(to_jsonb(s) order by s.created_at)
      from public.newsletter_subscribers s where s.email = lower(address)), '[]'::jsonb),
    'course_alert_subscribers', coalesce((
      select jsonb_agg(to_jsonb(a) order by a.created_at)
      from public.course_alert_subscribers a where a.email = lower(address)), '[]'::jsonb),
    'newsletter_consents', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.recorded_at)
      from public.newsletter_consents c where c.email = lower(address)), '[]'::jsonb),
    -- The e-mails sent or queued to the address, without their content (the messages above hold it).
    'deliveries', coalesce((
      select jsonb_agg(jsonb_build_object(
        'kind', d.kind, 'status', d.status, 'created_at', d.created_at, 'sent_at', d.sent_at, 'attempts', d.attempts)
        order by d.created_at)
      from public.deliveries d where lower(d.recipient) = lower(address)), '[]'::jsonb));
$$;

create or replace function public.erase_personal_data(address text)
returns table (data text, removed bigint) language plpgsql as $$
begin
  -- Their deliveries and tokens go with them (on delete cascade).
  delete from public.contact_messages where lower(email) = lower(address);
  data := 'contact_messages'; get diagnostics removed = row_count; return next;
  delete from public.newsletter_subscribers where email = lower(address);
  data := 'newsletter_subscribers'; get diagnostics removed = row_count; return next;
  delete from public.course_alert_subscribers where email = lower(address);
  data := 'course_alert_subscribers'; get diagnostics removed = row_count; return next;
  delete from public.newsletter_consents where email = lower(address);
  data := 'newsletter_consents'; get diagnostics removed = row_count; return next;
  delete from public.deliveries where lower(recipient) = lower(address);
  data := 'deliveries'; get diagnostics removed = row_count; return next;
  -- The daily count of confirmation e-mails is keyed by the address.
  delete from public.rate_limits where client_key = left('confirmation-mail:' || lower(address), 200);
  data := 'rate_limits'; get diagnostics removed = row_count; return next;
end $$;

revoke all on function public.purge_expired_data(timestamptz) from public;
revoke all on function public.export_personal_data(text) from public;
revoke all on function public.erase_personal_data(text) from public;

-- Least privilege, as for the newsletter's tables (20260301000000_outbox.sql): nothing for the public keys (Supabase's
-- default privileges were revoked there), the functions' role through one policy per table.
do $$
declare
  public_role text;
begin
  foreach public_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = public_role) then
      execute format('revoke all on public.course_alert_subscribers, public.course_alert_tokens from %I', public_role);
    end if;
  end loop;
end $$;

grant select, insert, update, delete on public.course_alert_subscribers, public.course_alert_tokens to fabrique_functions;
grant execute on function public.purge_expired_data(timestamptz) to fabrique_functions;

drop policy if exists functions_only on public.course_alert_subscribers;
create policy functions_only on public.course_alert_subscribers
  for all to fabrique_functions using (true) with check (true);
drop policy if exists functions_only on public.course_alert_tokens;
create policy functions_only on public.course_alert_tokens
  for all to fabrique_functions using (true) with check (true);
