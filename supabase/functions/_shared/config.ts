import { parseAddress, type Address } from './address.ts';

export type RateLimit = { max: number; windowMs: number };

export type FunctionsConfig = {
  allowedOrigins: string[];
  siteUrl: string; // links in e-mails open pages of the site
  functionsUrl: string; // public base of the functions, for List-Unsubscribe one-click
  mailFrom: Address;
  contactTo: Address; // the organisation's inbox: from configuration only, never from a request
  maxBodyBytes: number;
  rateLimit: RateLimit | null; // null lifts the limit (load tests)
  confirmTokenTtlMs: number;
  unsubscribeTokenTtlMs: number;
  confirmResendCooldownMs: number; // one confirmation e-mail per address per cooldown
};

const hour = 60 * 60 * 1000;

export const defaultLimits = {
  maxBodyBytes: 16 * 1024,
  rateLimit: { max: 10, windowMs: 10 * 60 * 1000 },
  confirmTokenTtlMs: 48 * hour,
  unsubscribeTokenTtlMs: 365 * 24 * hour,
  confirmResendCooldownMs: 60 * 1000,
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
  };
}
