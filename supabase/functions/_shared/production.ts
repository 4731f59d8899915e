import { systemClock } from './clock.ts';
import { ConfigError, readConfig, type Env } from './config.ts';
import type { Deps } from './deps.ts';
import { json, type Handler } from './http.ts';
import { serverMessages } from './messages.ts';
import { createResendMailer } from './resend-mailer.ts';
import { postgresSql, type Sql } from './sql.ts';
import { createStore } from './store.ts';

/**
 * postgres.js over SUPABASE_DB_URL (set by Supabase in every function). Loaded on the first query,
 * so that a request refused before any query never needs the driver.
 */
function lazyPostgres(url: string): Sql {
  let ready: Promise<Sql> | null = null;
  const connect = async () => {
    const { default: postgres } = await import('postgres');
    // prepare: false keeps it compatible with the transaction pooler.
    return postgresSql(postgres(url, { prepare: false, max: 3, idle_timeout: 20 }));
  };
  return async (query, params) => {
    ready ??= connect().catch((error) => {
      ready = null;
      throw error;
    });
    return (await ready)(query, params);
  };
}

export function productionDeps(env: Env): Deps {
  const config = readConfig(env);
  const databaseUrl = env('SUPABASE_DB_URL');
  const apiKey = env('RESEND_API_KEY');
  if (!databaseUrl) throw new ConfigError('Missing environment variable SUPABASE_DB_URL');
  if (!apiKey) throw new ConfigError('Missing environment variable RESEND_API_KEY');
  return { config, clock: systemClock, store: createStore(lazyPostgres(databaseUrl)), mailer: createResendMailer(apiKey) };
}

/** Builds the handler from the environment; a configuration error answers 500 JSON instead of crashing. */
export function serveFromEnv(name: string, factory: (deps: Deps) => Handler, env: Env): Handler {
  try {
    return factory(productionDeps(env));
  } catch (error) {
    console.error(`[${name}] configuration error:`, error instanceof Error ? error.message : error);
    return async () => json(500, { error: serverMessages.misconfigured });
  }
}
