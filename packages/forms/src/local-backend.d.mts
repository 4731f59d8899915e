export const localBackendHost: '127.0.0.1';
export const localBackendPort: 54321;
export const localBackendUrl: string;
export const localAnonKey: 'local-anon-key-la-fabrique';
export const localSitePort: 4173;
export const localSiteUrl: string;
