import { parseAddress, type Address } from './address.ts';
import { defaultDeliveryPolicy, type DeliveryPolicy } from './delivery.ts';
import { proofDefaults } from './proof-challenge.ts';

export type RateLimit = { max: number; windowMs: number };

/**
 * The proof of work (ALTCHA, PBKDF2/SHA-256) asked before any automatic e-mail: challenges signed with `hmacKey`,
 * valid `ttlMs`, single use. A solver tries counters from 0 up to a secret one drawn in [minCounter, maxCounter], each
 * a PBKDF2 of `cost` iterations (docs/security-and-personal-data.md has the measured cost).
 */
export type ProofConfig = { hmacKey: string; ttlMs: number; cost: number; minCounter: number; maxCounter: number };

/**
 * Where the client's address comes from: the header the platform's proxy writes and how many proxies append to it;
 * and the secret shared with the site's own form relay (its Pages Function), whose forwarded address wins when it
 * comes with that secret (null: no relay is trusted).
 */
export type ClientIpSource = { header: string; trustedProxies: number; relaySecret?: string | null };

export type FunctionsConfig = {
  allowedOrigins: string[];
  siteUrl: string; // links in e-mails open pages of the site
  functionsUrl: string; // public base of the functions, for List-Unsubscribe one-click
  mailFrom: Address;
  contactTo: Address; // the organisation's inbox: from configuration only, never from a request
  maxBodyBytes: number;
  rateLimit: RateLimit | null; // null lifts the limit (load tests)
  confirmTokenTtlMs: number;
  unsubscribeTokenTtlMs: number | null; // null: the link lives as long as the subscription
  confirmResendCooldownMs: number; // one confirmation e-mail per address per cooldown
  confirmationMailsPerDay: number; // at most this many automatic e-mails to one mailbox in any 24 hours
  confirmationWindowMs: number; // the rolling window of that cap
  globalHourlyLimit: number | null; // automatic e-mails per form and hour; past it they are dropped; null lifts it
  proof: ProofConfig;
  spamStoredPerHour: number; // honeypot hits kept (flagged) per hour and form; more are answered alike and dropped
  clientIp: ClientIpSource;
  delivery: DeliveryPolicy;
  alertTo: Address; // dead letters are reported here
  deliverySecret: string | null; // bearer secret of deliver-pending (Supabase Cron); null refuses every call
};

const hour = 60 * 60 * 1000;

export const defaultLimits = {
  maxBodyBytes: 16 * 1024,
  rateLimit: { max: 10, windowMs: 10 * 60 * 1000 },
  confirmTokenTtlMs: 48 * hour,
  unsubscribeTokenTtlMs: null,
  confirmResendCooldownMs: 60 * 1000,
  confirmationMailsPerDay: 3,
  confirmationWindowMs: 24 * hour,
  globalHourlyLimit: 200,
  proof: proofDefaults,
  spamStoredPerHour: 100,
  // Supabase's gateway appends the caller's address as the last X-Forwarded-For hop (supabase/README.md).
  clientIp: { header: 'x-forwarded-for', trustedProxies: 1 },
} as const;

export type Env = (name: string) => string | undefined;

export class ConfigError extends Error {}

function required(env: Env, name: string): string {
  const value = env(name)?.trim();
  if (!value) throw new ConfigError(`Missing environment variable ${name}`);
  return value;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function parseUrl(name: string, value: string): string {
  try {
    return trimSlash(new URL(value).toString());
  } catch {
    throw new ConfigError(`${name} is not a URL: ${value}`);
  }
}

function parseAddressVar(env: Env, name: string): Address {
  const address = parseAddress(required(env, name));
  if (!address) throw new ConfigError(`${name} is not an e-mail address`);
  return address;
}

export function parseRateLimit(env: Env): RateLimit | null {
  const max = Number(env('RATE_LIMIT_MAX') ?? defaultLimits.rateLimit.max);
  const seconds = Number(env('RATE_LIMIT_WINDOW_SECONDS') ?? defaultLimits.rateLimit.windowMs / 1000);
  if (!Number.isFinite(max) || !Number.isFinite(seconds) || seconds <= 0) {
    throw new ConfigError('RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_SECONDS must be numbers');
  }
  return max <= 0 ? null : { max, windowMs: seconds * 1000 };
}

export function parseGlobalHourlyLimit(env: Env): number | null {
  const value = Number(env('GLOBAL_HOURLY_LIMIT') ?? defaultLimits.globalHourlyLimit);
  if (!Number.isFinite(value)) throw new ConfigError('GLOBAL_HOURLY_LIMIT must be a number');
  return value <= 0 ? null : value;
}

export function parseClientIpSource(env: Env): ClientIpSource {
  const header = (env('CLIENT_IP_HEADER') ?? defaultLimits.clientIp.header).trim().toLowerCase();
  const trustedProxies = Number(env('TRUSTED_PROXIES') ?? defaultLimits.clientIp.trustedProxies);
  if (!/^[a-z0-9-]+$/.test(header) || !Number.isInteger(trustedProxies) || trustedProxies < 0) {
    throw new ConfigError('CLIENT_IP_HEADER must be a header name and TRUSTED_PROXIES a whole number');
  }
  const relaySecret = env('FORM_RELAY_SECRET')?.trim() || null;
  // A guessable secret would let anyone choose the address they are counted under.
  if (relaySecret !== null && relaySecret.length < 32)
    throw new ConfigError('FORM_RELAY_SECRET must be 32 characters or more');
  return { header, trustedProxies, relaySecret };
}

/** The proof's signing key: ALTCHA_HMAC_KEY, at least 32 characters (`openssl rand -base64 32`). */
export function parseProofKey(env: Env): string {
  const key = required(env, 'ALTCHA_HMAC_KEY');
  if (key.length < 32) throw new ConfigError('ALTCHA_HMAC_KEY must hold at least 32 characters');
  return key;
}

/** The operator webhook (a chat or paging service) that hears of outages without the e-mail API; null when unset. */
export function parseAlertWebhookUrl(env: Env): string | null {
  const value = env('ALERT_WEBHOOK_URL')?.trim();
  if (!value) return null;
  const url = parseUrl('ALERT_WEBHOOK_URL', value);
  if (!/^https?:/.test(url)) throw new ConfigError('ALERT_WEBHOOK_URL must be an http(s) URL');
  return url;
}

/** Production configuration from the function environment (see README for each variable). */
export function readConfig(env: Env): FunctionsConfig {
  const siteUrl = parseUrl('SITE_URL', required(env, 'SITE_URL'));
  const functionsBase = env('FUNCTIONS_URL') ?? `${required(env, 'SUPABASE_URL')}/functions/v1`;
  const origins = (env('ALLOWED_ORIGINS') ?? new URL(siteUrl).origin)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  return {
    allowedOrigins: origins,
    siteUrl,
    functionsUrl: parseUrl('FUNCTIONS_URL', functionsBase),
    mailFrom: parseAddressVar(env, 'MAIL_FROM'),
    contactTo: parseAddressVar(env, 'CONTACT_TO_EMAIL'),
    maxBodyBytes: defaultLimits.maxBodyBytes,
    rateLimit: parseRateLimit(env),
    confirmTokenTtlMs: defaultLimits.confirmTokenTtlMs,
    unsubscribeTokenTtlMs: defaultLimits.unsubscribeTokenTtlMs,
    confirmResendCooldownMs: defaultLimits.confirmResendCooldownMs,
    confirmationMailsPerDay: defaultLimits.confirmationMailsPerDay,
    confirmationWindowMs: defaultLimits.confirmationWindowMs,
    globalHourlyLimit: parseGlobalHourlyLimit(env),
    proof: { ...defaultLimits.proof, hmacKey: parseProofKey(env) },
    spamStoredPerHour: defaultLimits.spamStoredPerHour,
    clientIp: parseClientIpSource(env),
    delivery: defaultDeliveryPolicy,
    alertTo: env('ALERT_TO_EMAIL') ? parseAddressVar(env, 'ALERT_TO_EMAIL') : parseAddressVar(env, 'CONTACT_TO_EMAIL'),
    deliverySecret: env('DELIVERY_SECRET')?.trim() || null,
  };
}
