import { systemClock, type Clock } from '../functions/_shared/clock.ts';
import type { ClientIpSource, FunctionsConfig, ProofConfig, RateLimit } from '../functions/_shared/config.ts';
import { randomToken } from '../functions/_shared/crypto.ts';
import { defaultLimits } from '../functions/_shared/config.ts';
import { parseAddress, type Address } from '../functions/_shared/address.ts';
import type { Alerter } from '../functions/_shared/alerter.ts';
import type { Deps } from '../functions/_shared/deps.ts';
import type { Mailer } from '../functions/_shared/mailer.ts';
import type { Sql } from '../functions/_shared/sql.ts';
import { createStore } from '../functions/_shared/store.ts';
import { defaultDeliveryPolicy, type DeliveryPolicy } from '../functions/_shared/delivery.ts';
import { localDefaults, localDeliverySecret } from './constants.ts';

export type LocalConfigOptions = {
  functionsUrl: string;
  siteUrl?: string;
  allowedOrigins?: string[];
  rateLimit?: RateLimit | null; // null also lifts the global hourly ceiling (load tests)
  delivery?: Partial<DeliveryPolicy>;
  clientIp?: ClientIpSource; // the local backend has no proxy in front: the socket (trustedProxies 0)
  proof?: Partial<ProofConfig>; // the signing key is a new random one per run unless given
};

function address(value: string): Address {
  const parsed = parseAddress(value);
  if (!parsed) throw new Error(`not an address: ${value}`);
  return parsed;
}

export function localConfig(options: LocalConfigOptions): FunctionsConfig {
  return {
    allowedOrigins: options.allowedOrigins ?? [...localDefaults.allowedOrigins],
    siteUrl: (options.siteUrl ?? localDefaults.siteUrl).replace(/\/+$/, ''),
    functionsUrl: options.functionsUrl,
    mailFrom: address(localDefaults.mailFrom),
    contactTo: address(localDefaults.contactTo),
    maxBodyBytes: defaultLimits.maxBodyBytes,
    rateLimit: options.rateLimit === undefined ? { ...defaultLimits.rateLimit } : options.rateLimit,
    confirmTokenTtlMs: defaultLimits.confirmTokenTtlMs,
    unsubscribeTokenTtlMs: defaultLimits.unsubscribeTokenTtlMs,
    confirmResendCooldownMs: defaultLimits.confirmResendCooldownMs,
    confirmationMailsPerDay: defaultLimits.confirmationMailsPerDay,
    confirmationWindowMs: defaultLimits.confirmationWindowMs,
    proof: { ...defaultLimits.proof, hmacKey: randomToken(), ...options.proof },
    globalHourlyLimit: options.rateLimit === null ? null : defaultLimits.globalHourlyLimit,
    spamStoredPerHour: defaultLimits.spamStoredPerHour,
    clientIp: options.clientIp ?? { ...defaultLimits.clientIp },
    delivery: { ...defaultDeliveryPolicy, ...options.delivery },
    alertTo: address(localDefaults.alertTo),
    deliverySecret: localDeliverySecret,
  };
}

/** Background work of the local backend: kept so that a shutdown waits for the e-mails being sent. */
export function backgroundTasks() {
  const running = new Set<Promise<unknown>>();
  return {
    run: (task: () => Promise<unknown>) => {
      const started = task();
      running.add(started);
      void started.finally(() => running.delete(started));
    },
    settle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export function localDeps(
  sql: Sql,
  mailer: Mailer,
  config: FunctionsConfig,
  background: (task: () => Promise<unknown>) => void,
  clock: Clock = systemClock,
  alerter: Alerter | null = null,
): Deps {
  return { store: createStore(sql), mailer, clock, config, background, random: Math.random, alerter };
}
