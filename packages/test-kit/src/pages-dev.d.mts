export const pagesCompatibilityDate: string;
export interface PagesDev {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
  output(): string;
}
export function startPagesDev(options: {
  dir: string;
  cwd: string;
  port?: number;
  host?: string;
  bindings?: Record<string, string>;
  quiet?: boolean;
  logFile?: string;
}): Promise<PagesDev>;
