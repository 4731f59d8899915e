// Once for every fresh app: ui packed by its own scripts/pack.mjs, published to one private registry, and one Chromium
// that every test file connects to.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { assertChromium, chromiumLaunchOptions } from '@fabrique/test-kit';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startRegistry } from './registry.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The registry serving the packed @fabrique/ui, for an app's `.npmrc`. */
    registryUrl: string;
    /** Playwright's endpoint of the shared Chromium. */
    browserEndpoint: string;
    /** A temporary folder for the apps, removed at the end. */
    workDir: string;
  }
}

export default async function setup(project: TestProject) {
  const require = createRequire(import.meta.url);
  // ui's own packing step, reached through the dependency on @fabrique/ui (its built dist/, never its source).
  const uiDir = dirname(require.resolve('@fabrique/ui/package.json'));
  const workDir = mkdtempSync(join(tmpdir(), 'fabrique-fresh-apps-'));
  const tarball = execFileSync(process.execPath, [join(uiDir, 'scripts/pack.mjs'), workDir], {
    encoding: 'utf8',
  }).trim();
  // Released as the release workflow does it (`npm publish`), to a registry of our own on loopback.
  const registry = await startRegistry();
  await registry.publish(tarball);
  assertChromium();
  const browser = await chromium.launchServer(chromiumLaunchOptions);
  project.provide('registryUrl', registry.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('workDir', workDir);
  return async () => {
    await browser.close();
    await registry.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
