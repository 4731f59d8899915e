export const supabaseDir: string;
export const denoBin: string;
export const siteOrigin: string;
export function denoRunArgs(script: string, args?: string[]): string[];
export type DenoProcess = { output(): string; stop(): Promise<void>; kill(): Promise<void> };
export function spawnDeno(
  script: string,
  args: string[],
  options: { ready: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<DenoProcess>;
export type LocalBackend = DenoProcess & { baseUrl: string; functionsUrl: string };
export function startLocalBackend(options: {
  dbDir: string;
  outboxDir: string;
  rateLimit?: boolean;
  port?: number;
  args?: string[]; // more flags of local/start.ts
}): Promise<LocalBackend>;
export function contactBody(n: number): Record<string, string>;
export type LoadResult = {
  result: {
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    requests: { average: number; total: number };
    latency: { p99: number };
  };
  runId: string;
  retried: number;
  accepted: number;
  refused: number;
  requestsPerSecond: number;
  p99: number;
};
export function runLoad(options: {
  url: string;
  connections?: number;
  duration?: number;
  amount?: number;
  makeBody: (n: number, runId: string) => unknown;
  idempotent?: boolean;
}): Promise<LoadResult>;
