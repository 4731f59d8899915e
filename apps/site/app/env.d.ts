/// <reference types="vite/client" />

// The build's public settings (docs/deploying.md): typed so that a misspelt name fails the typecheck.
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
