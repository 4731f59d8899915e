import type { Server } from 'node:http';

export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  headersFor?: (pathname: string) => Record<string, string>;
  redirectFor?: (pathname: string) => { status: number; to: string } | undefined;
  notFoundFor?: (pathname: string) => string | undefined;
  gzip?: boolean;
  brotli?: boolean;
}): Promise<Server>;
