import type { Server } from 'node:http';
import type { PagesDev } from '@fabrique/test-kit/pages-dev';

export const siteBuildDir: string;
export function startPagesServer(options?: { port?: number; host?: string; root?: string }): Promise<PagesDev>;
export function nearestNotFound(pathname: string, exists: (path: string) => boolean): string | undefined;
export function startSiteServer(options?: { port?: number; host?: string; root?: string }): Promise<Server>;
