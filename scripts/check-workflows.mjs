// Validates every GitHub Actions workflow against the workflow schema, offline (@action-validator/cli takes one file a call).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, '.github/workflows');
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
let failed = 0;
for (const file of files) {
  const code = await run('npx', ['action-validator', join(folder, file)], { cwd: root });
  console.log(`${code === 0 ? '✓' : '✗'} .github/workflows/${file}`);
  if (code !== 0) failed += 1;
}
if (files.length === 0) failed = 1;
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
