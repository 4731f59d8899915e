// `npm run bench:first-tap`: the benchmark's first-tap measure alone (`npm run bench` runs it too, in the same run as
// Lighthouse), on the site's current build (apps/site/build/client; build it first), served on 127.0.0.1.
//   --controls a,b   only these controls (ids: menu, home-tab, sessions-next, programme, csia-tab, newsletter, contact)
//   --runs N         taps per control (default 5; median and worst reported)
//   --out DIR        where to write first-tap.md and first-tap.json (default bench/)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  firstTapConditions,
  firstTapControls,
  firstTapReport,
  firstTapTargets,
  measureFirstTaps,
} from './lib/first-tap.mjs';
import { startSiteServer } from '../apps/site/scripts/site-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    controls: { type: 'string' },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: join(root, 'bench') },
  },
});
const wanted = options.controls?.split(',');
const unknown = wanted?.filter((id) => !firstTapControls.some((control) => control.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(
    `Unknown control: ${unknown.join(', ')}. Known: ${firstTapControls.map((control) => control.id).join(', ')}.`,
  );
  process.exit(1);
}
const controls = wanted ? firstTapControls.filter((control) => wanted.includes(control.id)) : firstTapControls;
const runs = Number(options.runs);

const server = await startSiteServer({ port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
let results;
try {
  results = await measureFirstTaps({ origin, controls, runs });
} finally {
  server.close();
}
const report = {
  date: new Date().toISOString(),
  conditions: firstTapConditions,
  targets: firstTapTargets,
  runs,
  controls: results,
};
const lines = ['# First-tap benchmark', '', ...firstTapReport(results, runs)];
mkdirSync(options.out, { recursive: true });
writeFileSync(join(options.out, 'first-tap.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(options.out, 'first-tap.md'), lines.join('\n'));
console.log(`\n${lines.join('\n')}`);
