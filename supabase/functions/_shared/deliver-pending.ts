import { sha256Hex } from './crypto.ts';
import { drainDue } from './delivery.ts';
import type { Deps } from './deps.ts';
import { createEndpoint, HttpError, json, type Handler } from './http.ts';
import { serverMessages } from './messages.ts';

// Supabase Cron calls every minute: stop in time for the next call.
const budgetMs = 45_000;

/** Both sides hashed first, so the comparison takes the same time whatever the guess. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The delivery worker behind Supabase Cron (pg_cron + pg_net): sends what is due, protected by a bearer secret. */
export function createDeliverPendingHandler(deps: Deps): Handler {
  return createEndpoint({
    name: 'deliver-pending',
    config: deps.config,
    async post({ request }) {
      const secret = deps.config.deliverySecret;
      const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
      if (!secret || !(await sameSecret(given, secret))) throw new HttpError(401, serverMessages.unauthorized);
      await request.body?.cancel();
      return json(200, { success: true, ...(await drainDue(deps, budgetMs)) });
    },
  });
}
