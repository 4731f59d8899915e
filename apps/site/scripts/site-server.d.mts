import type { Server } from 'node:http';

export const siteBuildDir: string;
export function nearestNotFound(pathname: string, exists: (path: string) => boolean): string | undefined;
export function startSiteServer(options?: { port?: number; host?: string; root?: string }): Promise<Server>;
