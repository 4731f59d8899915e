-- Nothing lost, nobody shut out: operator alerts through a webhook beside the e-mail API, a mail queue that pauses on
-- our own outages, re-queued dead letters, unsubscribe links that live as long as the subscription, one form of
-- e-mail address, and consent history purged three years after the relationship ends whatever became of its row.
-- Runs unchanged on Supabase, on Debian's PostgreSQL and on PGlite.

-- An operator alert goes twice: to ALERT_WEBHOOK_URL (kind operator-alert, recipient 'webhook') and by e-mail.
alter table public.deliveries drop constraint if exists deliveries_kind_check;
alter table public.deliveries add constraint deliveries_kind_check check (kind in (
  'contact-notification', 'contact-confirmation', 'newsletter-confirmation', 'newsletter-welcome', 'delivery-alert',
  'course-alert-confirmation', 'course-alert-welcome', 'operator-alert'));
-- A re-queued dead letter gets a fresh retry period, counted from here (else from created_at).
alter table public.deliveries add column if not exists retry_from timestamptz;

-- The e-mail API's state, shared by every worker: paused after an error of ours (key revoked, quota spent), and the
-- start of a run of failures, so that an outage is reported once.
create table if not exists public.mail_queue_state (
  id boolean primary key default true check (id),
  paused_until timestamptz,
  failing_since timestamptz,
  alerted_at timestamptz
);
insert into public.mail_queue_state (id) values (true) on conflict (id) do nothing;
alter table public.mail_queue_state enable row level security;

-- One form of address (the shared schema lowers it): comparisons need no lower() and cannot disagree.
update public.contact_messages set email = lower(email) where email <> lower(email);
alter table public.contact_messages drop constraint if exists contact_messages_email_lower;
alter table public.contact_messages add constraint contact_messages_email_lower check (email = lower(email));

-- Unsubscribe links work for as long as the person can receive mail from us: they go with their subscriber row.
update public.newsletter_tokens set expires_at = 'infinity' where purpose = 'unsubscribe';
update public.course_alert_tokens set expires_at = 'infinity' where purpose = 'unsubscribe';

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
end $$;

revoke all on function public.purge_expired_data(timestamptz) from public;
grant execute on function public.purge_expired_data(timestamptz) to fabrique_functions;

do $$
declare
  public_role text;
begin
  foreach public_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = public_role) then
      execute format('revoke all on public.mail_queue_state from %I', public_role);
    end if;
  end loop;
end $$;

grant select, update on public.mail_queue_state to fabrique_functions;
drop policy if exists functions_only on public.mail_queue_state;
create policy functions_only on public.mail_queue_state for all to fabrique_functions using (true) with check (true);
