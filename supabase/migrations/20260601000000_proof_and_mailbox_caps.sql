-- Forms no one can aim at a stranger: single-use proofs of work, caps per mailbox over a rolling 24 hours, and a
-- confirmation link whose lifetime counts from its sending. Runs unchanged on Supabase, PostgreSQL and PGlite.

-- A proof of work is spent once: its challenge's signature is recorded until the challenge expires, then purged.
create table if not exists public.spent_proofs (
  signature text primary key check (char_length(signature) between 16 and 200),
  expires_at timestamptz not null
);

-- Automatic e-mails per mailbox (the SHA-256 of its normalised address, never the address): the times of the last
-- sendings within 24 hours, one row per mailbox so that concurrent requests queue on its lock and the cap is exact.
create table if not exists public.mailbox_caps (
  mailbox_hash text primary key check (char_length(mailbox_hash) = 64),
  sent_at timestamptz[] not null,
  last_sent_at timestamptz not null
);

-- The confirmation token an e-mail carries: its lifetime is moved to count from the e-mail's sending.
alter table public.deliveries add column if not exists confirm_token_hash text;

create or replace function public.purge_expired_data(purge_at timestamptz default now())
returns table (data text, removed bigint) language plpgsql as $$
begin
  -- Contact messages: three years after the sender's last contact (addresses compared case-insensitively).
  delete from public.contact_messages m
  where not exists (
    select 1 from public.contact_messages r
    where lower(r.email) = lower(m.email) and r.created_at > purge_at - interval '3 years');
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
  -- Confirmed alerts: three years after confirming at most; the end is recorded in the history like an unsubscription.
  with expired as (
    update public.course_alert_subscribers set status = 'unsubscribed', unsubscribed_at = purge_at, updated_at = purge_at
    where status = 'confirmed' and confirmed_at < purge_at - interval '3 years'
    returning email, course_id, source, consent_wording)
  insert into public.newsletter_consents (email, event, recorded_at, source, wording, course_id)
  select email, 'unsubscribed', purge_at, source, consent_wording, course_id from expired;
  data := 'expired_course_alerts'; get diagnostics removed = row_count; return next;
  -- Consent proof: three years after the relationship's last event, unless it is ongoing (confirmed). Read from the
  -- history itself, so that no later change of the subscriber row (a re-request purged, an erasure) orphans it.
  delete from public.newsletter_consents c
  where not exists (
      select 1 from public.newsletter_consents k
      where k.email = c.email and k.course_id is not distinct from c.course_id
        and k.recorded_at > purge_at - interval '3 years')
    and not exists (
      select 1 from public.newsletter_subscribers s
      where c.course_id is null and s.email = c.email and s.status = 'confirmed')
    and not exists (
      select 1 from public.course_alert_subscribers s
      where s.course_id = c.course_id and s.email = c.email and s.status = 'confirmed');
  data := 'consent_proofs'; get diagnostics removed = row_count; return next;
  delete from public.newsletter_subscribers
  where status = 'unsubscribed' and unsubscribed_at < purge_at - interval '3 years';
  data := 'unsubscribed_subscribers'; get diagnostics removed = row_count; return next;
  delete from public.course_alert_subscribers
  where status = 'unsubscribed' and unsubscribed_at < purge_at - interval '3 years';
  data := 'unsubscribed_course_alerts'; get diagnostics removed = row_count; return next;
  -- Confirmation links expire; unsubscribe links never do (they go with their subscriber).
  delete from public.newsletter_tokens where purpose = 'confirm' and expires_at < purge_at;
  data := 'expired_tokens'; get diagnostics removed = row_count; return next;
  delete from public.course_alert_tokens where purpose = 'confirm' and expires_at < purge_at;
  data := 'expired_course_alert_tokens'; get diagnostics removed = row_count; return next;
  -- Rate-limit windows last a day at most.
  delete from public.rate_limits where window_start < purge_at - interval '2 days';
  data := 'rate_limits'; get diagnostics removed = row_count; return next;
  delete from public.deliveries where status <> 'pending' and created_at < purge_at - interval '30 days';
  data := 'deliveries'; get diagnostics removed = row_count; return next;
  -- A spent proof is kept only while its challenge could still be replayed.
  delete from public.spent_proofs where expires_at < purge_at;
  data := 'spent_proofs'; get diagnostics removed = row_count; return next;
  -- A mailbox's cap looks back 24 hours: older sendings count for nothing.
  delete from public.mailbox_caps where last_sent_at < purge_at - interval '1 day';
  data := 'mailbox_caps'; get diagnostics removed = row_count; return next;
end $$;

do $$
declare
  public_role text;
begin
  foreach public_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = public_role) then
      execute format('revoke all on public.spent_proofs, public.mailbox_caps from %I', public_role);
    end if;
  end loop;
end $$;

alter table public.spent_proofs enable row level security;
alter table public.mailbox_caps enable row level security;
revoke all on function public.purge_expired_data(timestamptz) from public;
grant execute on function public.purge_expired_data(timestamptz) to fabrique_functions;
grant select, insert, update, delete on public.spent_proofs, public.mailbox_caps to fabrique_functions;
drop policy if exists functions_only on public.spent_proofs;
create policy functions_only on public.spent_proofs for all to fabrique_functions using (true) with check (true);
drop policy if exists functions_only on public.mailbox_caps;
create policy functions_only on public.mailbox_caps for all to fabrique_functions using (true) with check (true);
