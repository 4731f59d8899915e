// Where the embedded local backend listens (`npm start`, `npm run dev`, the e2e tests), and where `npm start` serves the
// site it answers: the one owner of those addresses.
// Plain JavaScript so that Node scripts, the site, and the backend under Deno all read it as it is.

export const localBackendHost = '127.0.0.1';
export const localBackendPort = 54321;
/** The backend's origin: what the site calls when VITE_SUPABASE_URL is not set. */
export const localBackendUrl = `http://${localBackendHost}:${localBackendPort}`;
/** Its anonymous key: public, the local backend does not check it (verify_jwt = false), like production's public key. */
export const localAnonKey = 'local-anon-key-la-fabrique';
/** Where `npm start` serves the prerendered site (PORT overrides): the backend's default site address and origin. */
export const localSitePort = 4173;
export const localSiteUrl = `http://localhost:${localSitePort}`;
