// Supabase Edge Function entry point: the delivery worker, called every minute by Supabase Cron (see supabase/README.md).
import { createDeliverPendingHandler } from '../_shared/deliver-pending.ts';
import { serveFromEnv } from '../_shared/production.ts';

Deno.serve(serveFromEnv('deliver-pending', createDeliverPendingHandler, (key) => Deno.env.get(key)));
