import type { TestProject } from 'vitest/node';
import { startSiteServer } from '../../../scripts/lib/site-server.mjs';

/** Serves the built site once for every end-to-end test file. */
export default async function setup(project: TestProject) {
  const server = await startSiteServer({ port: 0 });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The site server has no port');
  project.provide('siteUrl', `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}
