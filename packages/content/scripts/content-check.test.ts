// `npm run content:check` (and so the build, which loads the same modules) refuses invalid edits: exit 1, in French,
// naming the file, the entry and the field. Run on a copy of the package, so the repository's data stays as it is.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const copy = mkdtempSync(join(tmpdir(), 'fabrique-content-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function edit(course: string, change: (data: Record<string, unknown>) => void) {
  const path = join(copy, 'data/courses', `${course}.json`);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}
const sessions = (data: Record<string, unknown>) => data.sessions as { periods: { start: string; end: string }[] }[];

it('refuses an end before its start, a negative price, 31 February and an empty title, naming each', () => {
  for (const folder of ['src', 'scripts', 'data', 'assets', 'package.json'])
    cpSync(join(packageDir, folder), join(copy, folder), { recursive: true });
  symlinkSync(join(packageDir, '../../node_modules'), join(copy, 'node_modules'));
  edit('atelier-ecriture-avec-ia', (data) => (sessions(data)[0]!.periods[0]!.end = '2020-01-01'));
  edit('referent-vhmss', (data) => (data.price = { discriminant: 'public', value: -560 }));
  edit('boite-a-outils-ideation', (data) => (sessions(data)[0]!.periods[0]!.start = '2026-02-31'));
  edit('fresque-du-numerique', (data) => (data.title = ''));

  const check = spawnSync(process.execPath, ['scripts/content-check.mjs'], { cwd: copy, encoding: 'utf8' });

  expect(check.status).toBe(1);
  const lines = [
    'courses/atelier-ecriture-avec-ia.json (« Atelier d’écriture avec l’IA »), champ sessions.0.periods.0 : la fin (end) précède le début (start)',
    'courses/referent-vhmss.json (« Devenir référent VHMSS sur une production audiovisuelle »), champ price.value : ne peut pas être négatif',
    'courses/boite-a-outils-ideation.json (« La boîte à outils de l’idéation »), champ sessions.0.periods.0.start : doit être une date qui existe, au format aaaa-mm-jj',
    'courses/fresque-du-numerique.json (« fresque-du-numerique »), champ title : ne doit pas être vide',
  ];
  for (const line of lines) expect(check.stderr).toContain(line);
}, 60_000);
