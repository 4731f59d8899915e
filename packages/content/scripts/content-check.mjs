// `npm run content:check`: what the organisation should know about its content today. Exits 1 only on structural
// problems (a broken promise or reference); sessions soon or none ahead are warnings, so a passing date never fails CI.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
// The content is TypeScript: Vite's module runner loads it as the site's build does.
const { module } = await runnerImport(join(here, '../src/content-health.ts'), {
  configFile: false,
  logLevel: 'silent',
});
const { parisToday } = (await runnerImport(join(here, '../src/dates.ts'), { configFile: false, logLevel: 'silent' }))
  .module;

const now = Date.now();
const health = module.checkContent(now);
process.stdout.write(module.formatContentHealth(health, parisToday(now)));
process.exitCode = health.structural.length > 0 ? 1 : 0;
