-- Never lose a message: an outbox of deliveries retried by a worker, an append-only consent
-- history, the purges the privacy policy promises, and least privilege for the functions.
-- Runs unchanged on Supabase, on Debian's PostgreSQL and on PGlite: roles and extensions that may be
-- missing (anon, authenticated, pg_cron, pg_net) are looked up before use.

-- Deliveries own the e-mail status: the old per-message columns and the stored answers go.
alter table public.contact_messages
  drop column if exists notification_status,
  drop column if exists confirmation_status,
  drop column if exists mail_error,
  drop column if exists response_status,
  drop column if exists response_body,
  -- A honeypot hit is kept, flagged, and never delivered.
  add column if not exists spam boolean not null default false;

create index if not exists contact_messages_email_idx on public.contact_messages (email, created_at);

-- A newsletter honeypot hit is kept as a subscriber row flagged 'spam' (no e-mail, no consent record), so that a
-- person whose browser filled the hidden field can be found; a real sign-up of the address replaces it.
alter table public.newsletter_subscribers drop constraint if exists newsletter_subscribers_status_check;
alter table public.newsletter_subscribers add constraint newsletter_subscribers_status_check
  check (status in ('pending', 'confirmed', 'unsubscribed', 'spam'));

create table if not exists public.deliveries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  kind text not null check (kind in (
    'contact-notification', 'contact-confirmation', 'newsletter-confirmation', 'newsletter-welcome', 'delivery-alert')),
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete cascade,
  recipient text not null check (char_length(recipient) between 3 and 255),
  -- The rendered e-mail until it is sent (it may hold a one-time link): cleared once sent.
  mail jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'rejected', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A worker's lease: a crashed worker's claim expires and another one retries.
  locked_until timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  sent_at timestamptz
);

create index if not exists deliveries_due_idx on public.deliveries (next_attempt_at) where status = 'pending';
create index if not exists deliveries_contact_idx on public.deliveries (contact_message_id);
create index if not exists deliveries_subscriber_idx on public.deliveries (subscriber_id);

-- Proof of consent, one record per event: a re-subscribe adds a record, never overwrites one.
create table if not exists public.newsletter_consents (
  id bigint generated always as identity primary key,
  email text not null check (char_length(email) between 3 and 255),
  event text not null check (event in ('requested', 'confirmed', 'unsubscribed')),
  recorded_at timestamptz not null,
  source text check (char_length(source) <= 50),
  wording text
);

create index if not exists newsletter_consents_email_idx on public.newsletter_consents (email, recorded_at);

create or replace function public.refuse_consent_update() returns trigger language plpgsql as $$
begin
  raise exception 'newsletter_consents is append-only';
end $$;

drop trigger if exists newsletter_consents_append_only on public.newsletter_consents;
create trigger newsletter_consents_append_only before update on public.newsletter_consents
  for each row execute function public.refuse_consent_update();

-- The consent proof so far becomes the first record of each history.
insert into public.newsletter_consents (email, event, recorded_at, source, wording)
select email, 'requested', consented_at, source, consent_wording from public.newsletter_subscribers
where not exists (select 1 from public.newsletter_consents c where c.email = newsletter_subscribers.email);

alter table public.deliveries enable row level security;
alter table public.newsletter_consents enable row level security;

-- The retention periods of the privacy policy (packages/content/src/legal.ts, « Durées de conservation »).
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
  delete from public.newsletter_consents c
  where c.event = 'requested' and c.recorded_at < purge_at - interval '30 days'
    and not exists (
      select 1 from public.newsletter_consents k where k.email = c.email and k.event = 'confirmed' and k.recorded_at >= c.recorded_at);
  data := 'unconfirmed_requests'; get diagnostics removed = row_count; return next;
  -- Consent proof: three years after unsubscribing.
  delete from public.newsletter_consents c using public.newsletter_subscribers s
  where s.email = c.email and s.status = 'unsubscribed' and s.unsubscribed_at < purge_at - interval '3 years'
    and c.recorded_at <= s.unsubscribed_at;
  data := 'consent_proofs'; get diagnostics removed = row_count; return next;
  delete from public.newsletter_subscribers
  where status = 'unsubscribed' and unsubscribed_at < purge_at - interval '3 years';
  data := 'unsubscribed_subscribers'; get diagnostics removed = row_count; return next;
  delete from public.newsletter_tokens where expires_at < purge_at;
  data := 'expired_tokens'; get diagnostics removed = row_count; return next;
  -- Rate-limit windows last a day at most.
  delete from public.rate_limits where window_start < purge_at - interval '2 days';
  data := 'rate_limits'; get diagnostics removed = row_count; return next;
  delete from public.deliveries where status <> 'pending' and created_at < purge_at - interval '30 days';
  data := 'deliveries'; get diagnostics removed = row_count; return next;
end $$;

-- Least privilege: the public keys get nothing (TRUNCATE is not covered by RLS); the functions get a role of their own.
do $$
declare
  public_role text;
begin
  if not exists (select 1 from pg_roles where rolname = 'fabrique_functions') then
    create role fabrique_functions nologin;
  end if;
  foreach public_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = public_role) then
      execute format('revoke all on all tables in schema public from %I', public_role);
      execute format('revoke all on all sequences in schema public from %I', public_role);
      execute format('revoke all on all functions in schema public from %I', public_role);
      execute format('alter default privileges in schema public revoke all on tables from %I', public_role);
      execute format('alter default privileges in schema public revoke all on sequences from %I', public_role);
      execute format('alter default privileges in schema public revoke all on functions from %I', public_role);
    end if;
  end loop;
end $$;

revoke all on function public.purge_expired_data(timestamptz) from public;
grant usage on schema public to fabrique_functions;
grant select, insert, update, delete on
  public.contact_messages, public.newsletter_subscribers, public.newsletter_tokens, public.rate_limits, public.deliveries
  to fabrique_functions;
grant select, insert, delete on public.newsletter_consents to fabrique_functions;
grant execute on function public.purge_expired_data(timestamptz) to fabrique_functions;

-- Row Level Security stays on with no policy for anyone else: the functions' role gets one policy per table.
do $$
declare
  functions_table text;
begin
  foreach functions_table in array array[
    'contact_messages', 'newsletter_subscribers', 'newsletter_tokens', 'rate_limits', 'deliveries', 'newsletter_consents'] loop
    execute format('drop policy if exists functions_only on public.%I', functions_table);
    execute format('create policy functions_only on public.%I for all to fabrique_functions using (true) with check (true)', functions_table);
  end loop;
end $$;

-- Supabase Cron: the purges in SQL every night, the delivery worker every minute through pg_net and the
-- deliver-pending function, whose URL and secret live in Supabase Vault (supabase/README.md).
do $$
begin
  -- pg_cron needs to be preloaded and works in one database only (cron.database_name): elsewhere, say so and go on.
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron is not available here (%): run the delivery worker and the purges another way (supabase/README.md)', sqlerrm;
    return;
  end;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  perform cron.schedule('purge-expired-data', '17 3 * * *', 'select public.purge_expired_data(now())');
  perform cron.schedule('deliver-pending', '* * * * *', $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'deliver_pending_url'),
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'deliver_pending_secret')),
      body := '{}'::jsonb,
      timeout_milliseconds := 55000)
  $job$);
end $$;
