// Supabase Edge Function entry point: production wiring from the environment (see supabase/README.md).
import { createNewsletterHandler } from '../_shared/newsletter.ts';
import { serveFromEnv } from '../_shared/production.ts';

Deno.serve(serveFromEnv('send-newsletter-email', createNewsletterHandler, (key) => Deno.env.get(key)));
