import type { Server } from 'node:http';
import type { PagesDev } from '@fabrique/test-kit/pages-dev';

export const siteBuildDir: string;
export type FormRelay = { backendUrl: string; anonKey: string; secret: string };
export function startPagesServer(options?: {
  port?: number;
  host?: string;
  root?: string;
  formRelay?: FormRelay;
  logFile?: string;
}): Promise<PagesDev>;
export function formRelayBindings(relay: FormRelay | undefined): Record<string, string>;
export function nearestNotFound(pathname: string, exists: (path: string) => boolean): string | undefined;
export function startSiteServer(options?: { port?: number; host?: string; root?: string }): Promise<Server>;
