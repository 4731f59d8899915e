#!/usr/bin/env node
// TypeScript 7's compiler (native, multi-threaded: a quarter of 5.9's CPU time on our workspaces) for `npm run
// typecheck`. The root's `typescript` stays 5.9: typescript-eslint, Storybook's docgen and attw need its JS API.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// This package's own TypeScript (7.x), installed beside it: its exports do not include the bin, its folder does.
const typescriptDir = dirname(createRequire(import.meta.url).resolve('typescript/package.json'));
const result = spawnSync(process.execPath, [join(typescriptDir, 'bin/tsc'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
