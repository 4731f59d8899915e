// Supabase Edge Function entry point: production wiring from the environment (see supabase/README.md).
import { createContactHandler } from '../_shared/contact.ts';
import { serveFromEnv } from '../_shared/production.ts';

Deno.serve(serveFromEnv('send-contact-email', createContactHandler, (key) => Deno.env.get(key)));
