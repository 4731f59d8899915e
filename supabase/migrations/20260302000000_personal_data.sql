-- Access and erasure requests (RGPD articles 15 and 17): everything held about one e-mail address, as JSON, and its
-- deletion. Run by the organisation, from the SQL editor or psql as the owner (supabase/README.md), or locally with
-- `npm run personal-data -w @fabrique/functions`; neither the public keys nor the functions may call them.

create or replace function public.export_personal_data(address text) returns jsonb language sql stable as $$
  select jsonb_build_object(
    'email', lower(address),
    'contact_messages', coalesce((
      select jsonb_agg(to_jsonb(m) - 'request_hash' - 'idempotency_key' order by m.created_at)
      from public.contact_messages m where lower(m.email) = lower(address)), '[]'::jsonb),
    'newsletter_subscribers', coalesce((
      select jsonb_agg(to_jsonb(s) order by s.created_at)
      from public.newsletter_subscribers s where s.email = lower(address)), '[]'::jsonb),
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
  delete from public.newsletter_consents where email = lower(address);
  data := 'newsletter_consents'; get diagnostics removed = row_count; return next;
  delete from public.deliveries where lower(recipient) = lower(address);
  data := 'deliveries'; get diagnostics removed = row_count; return next;
  -- The daily count of confirmation e-mails is keyed by the address.
  delete from public.rate_limits where client_key = left('confirmation-mail:' || lower(address), 200);
  data := 'rate_limits'; get diagnostics removed = row_count; return next;
end $$;

revoke all on function public.export_personal_data(text) from public;
revoke all on function public.erase_personal_data(text) from public;
