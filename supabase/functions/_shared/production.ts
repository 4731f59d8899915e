import { systemClock } from './clock.ts';
import { createWebhookAlerter } from './alerter.ts';
import { ConfigError, parseAlertWebhookUrl, readConfig, type Env } from './config.ts';
import type { Deps } from './deps.ts';
import { corsHeaders, json, preflightHeaders, type Handler } from './http.ts';
import { serverMessages } from './messages.ts';
import { createResendMailer } from './resend-mailer.ts';
import { errorSummary } from './redact.ts';
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

type EdgeRuntimeLike = { waitUntil(task: Promise<unknown>): void };

/** Keeps the sending alive after the answer: EdgeRuntime.waitUntil on Supabase, a plain promise elsewhere. */
export function backgroundRunner(runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeLike }).EdgeRuntime) {
  return (task: () => Promise<unknown>) => {
    const running = task();
    if (runtime) runtime.waitUntil(running);
  };
}

export function productionDeps(env: Env): Deps {
  const config = readConfig(env);
  // FUNCTIONS_DB_URL logs in as the functions' own role (least privilege); SUPABASE_DB_URL is the owner's.
  const databaseUrl = env('FUNCTIONS_DB_URL') || env('SUPABASE_DB_URL');
  const apiKey = env('RESEND_API_KEY');
  if (!databaseUrl) throw new ConfigError('Missing environment variable SUPABASE_DB_URL');
  if (!apiKey) throw new ConfigError('Missing environment variable RESEND_API_KEY');
  const alertWebhookUrl = parseAlertWebhookUrl(env);
  return {
    config,
    clock: systemClock,
    store: createStore(lazyPostgres(databaseUrl)),
    mailer: createResendMailer(apiKey),
    background: backgroundRunner(),
    random: Math.random,
    alerter: alertWebhookUrl ? createWebhookAlerter(alertWebhookUrl) : null,
  };
}

/** Origins a misconfigured function may still answer, read as leniently as possible so the browser shows the text. */
function fallbackOrigins(env: Env): string[] {
  const origins: string[] = [];
  for (const value of [...(env('ALLOWED_ORIGINS') ?? '').split(','), env('SITE_URL') ?? '']) {
    try {
      if (value.trim()) origins.push(new URL(value.trim()).origin);
    } catch {
      // not a URL: ignored
    }
  }
  return origins;
}

/** Builds the handler from the environment; a configuration error answers 500 JSON, with CORS, instead of crashing. */
export function serveFromEnv(name: string, factory: (deps: Deps) => Handler, env: Env): Handler {
  try {
    return factory(productionDeps(env));
  } catch (error) {
    console.error(`[${name}] configuration error: ${errorSummary(error)}`);
    const origins = fallbackOrigins(env);
    return async (request) => {
      const origin = request.headers.get('origin');
      const cors = corsHeaders(origin && origins.includes(origin) ? origin : null);
      if (request.method === 'OPTIONS') {
        return new Response(null, { status: 204, headers: { ...cors, ...preflightHeaders('POST, OPTIONS') } });
      }
      return json(500, { error: serverMessages.misconfigured }, cors);
    };
  }
}
