import type { Server } from 'node:http';

export const siteBuildDir: string;
export function startSiteServer(options?: { port?: number; host?: string; root?: string }): Promise<Server>;
