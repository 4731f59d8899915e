// `npm run bench:proof`: the forms' proof of work alone (`npm run bench` runs it too): a phone's solve time at 4× CPU
// slowdown and a bot's CPU cost. Writes bench/proof-of-work.md and .json.
//   --runs N   challenges (default 15)
//   --out DIR  where to write (default bench/)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureProofOfWork, proofReport, proofTargets } from './lib/proof-of-work.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '15' }, out: { type: 'string', default: join(root, 'bench') } },
});
const result = await measureProofOfWork({ runs: Number(options.runs) });
const lines = ['# Proof-of-work benchmark', '', ...proofReport(result)];
mkdirSync(options.out, { recursive: true });
writeFileSync(
  join(options.out, 'proof-of-work.json'),
  `${JSON.stringify({ date: new Date().toISOString(), targets: proofTargets, ...result }, null, 2)}\n`,
);
writeFileSync(join(options.out, 'proof-of-work.md'), lines.join('\n'));
console.log(`\n${lines.join('\n')}`);
