export interface LocalBackend {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

export function startLocalBackend(options?: {
  port?: number;
  dbDir?: string;
  outboxDir?: string;
  siteUrl?: string;
  origins?: readonly string[];
  noRateLimit?: boolean;
  quiet?: boolean;
}): Promise<LocalBackend>;
