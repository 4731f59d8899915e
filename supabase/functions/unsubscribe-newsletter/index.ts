// Supabase Edge Function entry point: production wiring from the environment (see supabase/README.md).
import { createUnsubscribeNewsletterHandler } from '../_shared/unsubscribe.ts';
import { serveFromEnv } from '../_shared/production.ts';

Deno.serve(serveFromEnv('unsubscribe-newsletter', createUnsubscribeNewsletterHandler, (key) => Deno.env.get(key)));
