// Supabase Edge Function entry point: production wiring from the environment (see supabase/README.md).
import { createConfirmNewsletterHandler } from '../_shared/confirm.ts';
import { serveFromEnv } from '../_shared/production.ts';

Deno.serve(serveFromEnv('confirm-newsletter', createConfirmNewsletterHandler, (key) => Deno.env.get(key)));
