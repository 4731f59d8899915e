-- Tables written by the Edge Functions behind the contact and newsletter forms.
-- Only the functions (service role / direct connection) touch them: Row Level Security is
-- enabled with no policy, so the public anon key can neither read nor write a row.
-- Written to run unchanged on Supabase Postgres and on PGlite (no role names, no extensions).

create table if not exists public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 255),
  subject text not null check (subject in ('projet', 'offre', 'formation', 'autre')),
  project_or_formation_name text check (char_length(project_or_formation_name) <= 100),
  phone text check (char_length(phone) <= 20),
  company text check (char_length(company) <= 100),
  message text not null check (char_length(message) between 1 and 1000),
  -- Client-chosen key: a retried submit returns the stored answer instead of a duplicate.
  idempotency_key text unique check (char_length(idempotency_key) between 1 and 255),
  request_hash text not null,
  notification_status text not null default 'pending'
    check (notification_status in ('pending', 'sent', 'failed')),
  confirmation_status text not null default 'pending'
    check (confirmation_status in ('pending', 'sent', 'failed')),
  mail_error text,
  response_status integer,
  response_body jsonb
);

create index if not exists contact_messages_created_at_idx
  on public.contact_messages (created_at);

create table if not exists public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (char_length(email) between 3 and 255 and email = lower(email)),
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'unsubscribed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Proof of consent: when, from which form, and the exact wording shown.
  consented_at timestamptz not null,
  source text not null check (char_length(source) between 1 and 50),
  consent_wording text not null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

create table if not exists public.newsletter_tokens (
  -- SHA-256 of the token sent by e-mail: the token itself is never stored.
  token_hash text primary key check (char_length(token_hash) = 64),
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index if not exists newsletter_tokens_subscriber_idx
  on public.newsletter_tokens (subscriber_id, purpose, created_at);

create table if not exists public.rate_limits (
  client_key text not null check (char_length(client_key) between 1 and 200),
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (client_key, window_start)
);

create index if not exists rate_limits_window_start_idx on public.rate_limits (window_start);

alter table public.contact_messages enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.newsletter_tokens enable row level security;
alter table public.rate_limits enable row level security;
