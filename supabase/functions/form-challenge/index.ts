// Supabase Edge Function entry point: production wiring from the environment (see supabase/README.md).
import { createChallengeHandler } from '../_shared/challenge.ts';
import { serveFromEnv } from '../_shared/production.ts';

Deno.serve(serveFromEnv('form-challenge', createChallengeHandler, (key) => Deno.env.get(key)));
