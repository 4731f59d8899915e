import { createChallengeHandler } from '../functions/_shared/challenge.ts';
import { createConfirmNewsletterHandler } from '../functions/_shared/confirm.ts';
import { createContactHandler } from '../functions/_shared/contact.ts';
import type { Deps } from '../functions/_shared/deps.ts';
import { json, type ConnInfo, type Handler } from '../functions/_shared/http.ts';
import { serverMessages } from '../functions/_shared/messages.ts';
import type { Sql } from '../functions/_shared/sql.ts';
import { createNewsletterHandler } from '../functions/_shared/newsletter.ts';
import { createUnsubscribeNewsletterHandler } from '../functions/_shared/unsubscribe.ts';
import { createDeliverPendingHandler } from '../functions/_shared/deliver-pending.ts';
import { courseTables, inspectableTables, type FunctionName } from './constants.ts';
import { courseAlertRows, toCsv } from './course-alerts-csv.ts';

export function createHandlers(deps: Deps): Record<FunctionName, Handler> {
  return {
    'send-contact-email': createContactHandler(deps),
    'send-newsletter-email': createNewsletterHandler(deps),
    'confirm-newsletter': createConfirmNewsletterHandler(deps),
    'unsubscribe-newsletter': createUnsubscribeNewsletterHandler(deps),
    'deliver-pending': createDeliverPendingHandler(deps),
    'form-challenge': createChallengeHandler(deps),
  };
}

/** The column that orders a table's rows, where it is not `created_at`. */
const orderColumns: Readonly<Record<string, string>> = {
  rate_limits: 'window_start',
  newsletter_consents: 'recorded_at',
  mail_queue_state: 'id',
  spent_proofs: 'expires_at',
  mailbox_caps: 'last_sent_at',
};

/** The newest rows of a table, and how many it holds; with `course`, only the rows naming that course. */
export async function readRows(sql: Sql, table: string, limit = 100, course: string | null = null) {
  if (!(inspectableTables as readonly string[]).includes(table)) throw new Error(`unknown table ${table}`);
  if (course !== null && !courseTables.includes(table)) throw new Error(`${table} names no course`);
  const order = orderColumns[table] ?? 'created_at';
  const where = course === null ? '' : 'where course_id = $2';
  const params = course === null ? [] : [course];
  const rows = await sql(`select * from public.${table} ${where} order by ${order} desc limit $1`, [limit, ...params]);
  const count =
    (await sql<{ n: number }>(`select count(*)::int as n from public.${table} ${where.replace('$2', '$1')}`, params))[0]
      ?.n ?? 0;
  return { table, count, rows };
}

/** localhost, 127.0.0.1 or [::1], with any port: the only names the rows endpoint answers. */
export function isLoopbackHost(host: string | null): boolean {
  return host !== null && /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(host);
}

/**
 * Same paths as Supabase: /functions/v1/<name>. Plus GET /local/rows/<table> and /local/course-alerts/<id>.csv so
 * that tests and people can read the store while the server holds the database folder, POST
 * /local/alert-webhook, the operator webhook's stand-in, and POST /local/worker-round, which answers once the
 * e-mails being sent are out and one worker round has run: what a test waits on instead of the worker's timer.
 */
export function createLocalRouter(
  handlers: Record<FunctionName, Handler>,
  sql: Sql,
  alertWebhook?: (request: Request) => Promise<Response>,
  workerRound?: () => Promise<unknown>,
): Handler {
  return async (request: Request, info?: ConnInfo) => {
    const { pathname, searchParams } = new URL(request.url);
    const functionMatch = /^\/functions\/v1\/([a-z-]+)\/?$/.exec(pathname);
    const handler = functionMatch ? handlers[functionMatch[1] as FunctionName] : undefined;
    if (handler) return handler(request, info);
    const rowsMatch = /^\/local\/rows\/([a-z_]+)$/.exec(pathname);
    if (request.method === 'GET' && rowsMatch) {
      // DNS rebinding: a page on another name resolving to 127.0.0.1 must not read the rows.
      if (!isLoopbackHost(request.headers.get('host'))) return json(403, { error: 'Host not allowed' });
      try {
        const limit = Number(searchParams.get('limit') ?? 100);
        return json(200, await readRows(sql, rowsMatch[1]!, limit, searchParams.get('course')));
      } catch (error) {
        return json(404, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    const alertsMatch = /^\/local\/course-alerts\/([a-z0-9-]{1,80})\.csv$/.exec(pathname);
    if (request.method === 'GET' && alertsMatch) {
      if (!isLoopbackHost(request.headers.get('host'))) return json(403, { error: 'Host not allowed' });
      const csv = toCsv(await courseAlertRows(sql, alertsMatch[1]!, searchParams.get('status') ?? undefined));
      return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }
    if (request.method === 'GET' && pathname === '/local/health') return json(200, { ok: true });
    // The operator webhook's stand-in (ALERT_WEBHOOK_URL of the local backend).
    if (request.method === 'POST' && pathname === '/local/alert-webhook' && alertWebhook) {
      if (!isLoopbackHost(request.headers.get('host'))) return json(403, { error: 'Host not allowed' });
      return alertWebhook(request);
    }
    if (request.method === 'POST' && pathname === '/local/worker-round' && workerRound) {
      if (!isLoopbackHost(request.headers.get('host'))) return json(403, { error: 'Host not allowed' });
      return json(200, { report: await workerRound() });
    }
    return json(404, { error: serverMessages.functionNotFound });
  };
}
