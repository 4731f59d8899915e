// `npm run content:check` lists every problem of the content at once (the same list the build refuses with): exit 1, in
// French, naming the file, the entry and the field, never a stack trace. Run on copies of the package, so the
// repository's data stays as it is.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const copies: string[] = [];
afterAll(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));

/** A fresh copy of the package, `edit` given the path of a file in its `data/`. */
function copyPackage(edit: (path: (file: string) => string) => void): string {
  const copy = mkdtempSync(join(tmpdir(), 'fabrique-content-'));
  copies.push(copy);
  for (const folder of ['src', 'scripts', 'data', 'assets', 'package.json'])
    cpSync(join(packageDir, folder), join(copy, folder), { recursive: true });
  symlinkSync(join(packageDir, '../../node_modules'), join(copy, 'node_modules'));
  edit((file) => join(copy, 'data', file));
  return copy;
}

const contentCheck = (copy: string, ...flags: string[]) =>
  spawnSync(process.execPath, ['scripts/content-check.mjs', ...flags], { cwd: copy, encoding: 'utf8' });

/** `npm run content:check` in a copy of the package whose data `edit` changed. */
const checkCopy = (edit: (path: (file: string) => string) => void) => contentCheck(copyPackage(edit));

/** What the site's build meets when it loads the content (as Vite loads it), in the last copy made. */
const buildLoad = () =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { runnerImport } = await import('vite'); await runnerImport('./src/index.ts', { configFile: false, logLevel: 'silent' }).catch((error) => { console.log(error.message); process.exitCode = 1; });",
    ],
    { cwd: copies.at(-1)!, encoding: 'utf8' },
  );

function editCourse(path: (file: string) => string, course: string, change: (data: Record<string, unknown>) => void) {
  const file = path(`courses/${course}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
}
const sessions = (data: Record<string, unknown>) => data.sessions as { periods: { start: string; end: string }[] }[];
const stackFrame = /^\s+at /m;

it('lists every problem at once: 4 course mistakes, a legal page’s unknown fact, a deleted trainer, a duplicated course', () => {
  const check = checkCopy((path) => {
    editCourse(path, 'atelier-ecriture-avec-ia', (data) => (sessions(data)[0]!.periods[0]!.end = '2020-01-01'));
    editCourse(path, 'referent-vhmss', (data) => (data.price = { discriminant: 'public', value: -560 }));
    editCourse(path, 'boite-a-outils-ideation', (data) => (sessions(data)[0]!.periods[0]!.start = '2026-02-31'));
    editCourse(path, 'fresque-du-numerique', (data) => (data.title = ''));
    const legal = path('legal/mentions-legales.mdoc');
    const notice = readFileSync(legal, 'utf8');
    writeFileSync(legal, notice.replace('## Nous contacter', 'Télécopie : {organisation.fax}.\n\n## Nous contacter'));
    unlinkSync(path('trainers/camille-lefort.json'));
    // The editor's "Dupliquer": a new course file and its images, with another course's measures.
    cpSync(path('../assets/courses/art-du-pitch'), path('../assets/courses/pitcher-en-anglais'), { recursive: true });
    const pitch = JSON.parse(readFileSync(path('courses/art-du-pitch.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      path('courses/pitcher-en-anglais.json'),
      JSON.stringify({ ...pitch, title: 'Pitcher en anglais', trainers: ['sophie-lemaire'] }, null, 2),
    );
  });

  expect(check.stderr).toBe('');
  expect(check.stdout).not.toMatch(stackFrame);
  expect(check.status).toBe(1);
  const lines = [
    'Problèmes à corriger (9) :',
    'courses/atelier-ecriture-avec-ia.json (« Atelier d’écriture avec l’IA »), champ sessions.0.periods.0 : la fin précède le début',
    'courses/referent-vhmss.json (« Devenir référent VHMSS sur une production audiovisuelle »), champ price.value : ne peut pas être négatif',
    'courses/boite-a-outils-ideation.json (« La boîte à outils de l’idéation »), champ sessions.0.periods.0.start : doit être une date qui existe, au format aaaa-mm-jj',
    'courses/fresque-du-numerique.json (« fresque-du-numerique »), champ title : ne doit pas être vide',
    'legal/mentions-legales.mdoc (« Mentions légales »), champ body : {organisation.fax} ne nomme aucune information de l’organisme',
    'courses/art-du-pitch.json (« L’art du pitch »), champ trainers.0 : le formateur « camille-lefort » n’existe pas ou plus (aucun fichier trainers/camille-lefort.json), mais cette fiche y renvoie encore',
    'courses/pitcher-en-anglais.json (« Pitcher en anglais »), champ results : résultats (indicateurs Qualiopi) identiques à ceux de la formation « L’art du pitch » (courses/art-du-pitch.json)',
    'courses/pitcher-en-anglais.json (« Pitcher en anglais »), champ testimonials.comment : avis d’ancien stagiaire identique à celui de la formation « L’art du pitch » (courses/art-du-pitch.json)',
  ];
  for (const line of lines) expect(check.stdout).toContain(line);

  // The build stops on the same list, in one error, whichever module it loads first.
  const build = buildLoad();
  expect(build.status).toBe(1);
  expect(build.stdout).toContain('Contenu invalide, corrigez :');
  for (const line of lines.slice(1)) expect(build.stdout).toContain(line);

  // The site's build checks first and stops there: the list, in French, and no stack trace under it.
  const gate = contentCheck(copies.at(-1)!, '--build');
  expect(gate.status).toBe(1);
  expect(gate.stdout).toBe('');
  expect(gate.stderr).toMatch(/^Contenu invalide, corrigez :\n/);
  for (const line of lines.slice(1)) expect(gate.stderr).toContain(`\n  - ${line}`);
  expect(gate.stderr).toMatch(/\nLe site n’est pas construit\.\n$/);
  expect(gate.stderr).not.toMatch(stackFrame);
}, 60_000);

it('lets the site’s build go on, silently, when the content is valid', () => {
  const gate = contentCheck(
    copyPackage(() => {}),
    '--build',
  );
  expect({ status: gate.status, stdout: gate.stdout, stderr: gate.stderr }).toEqual({
    status: 0,
    stdout: '',
    stderr: '',
  });
}, 60_000);

it('names each course to watch by its title and file, and passes: a warning is not a problem', () => {
  const check = checkCopy((path) => editCourse(path, 'art-du-pitch', (data) => (data.sessions = [])));

  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
  expect(check.stdout).toContain('Problèmes à corriger (0) :');
  const watched = check.stdout.slice(check.stdout.indexOf('À surveiller'), check.stdout.indexOf('Informations à'));
  expect(watched).toContain('  - courses/art-du-pitch.json (« L’art du pitch ») : aucune session à venir\n');
  // Every line names a file and a title, never an id alone.
  const lines = watched.split('\n').filter((line) => line.startsWith('  - '));
  expect(lines.filter((line) => !/^ {2}- courses\/[\w-]+\.json \(« .+ »\) : /.test(line))).toEqual([]);
}, 60_000);

it('names broken fields (YAML) and a body image with no file, together, without a stack trace', () => {
  const check = checkCopy((path) => {
    const article = path('articles/ia-ecriture-scenaristes.mdoc');
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^title: /m, 'title: : ['));
    const legal = path('legal/cgu.mdoc');
    writeFileSync(legal, readFileSync(legal, 'utf8').replace(/^---\n/, ''));
    // A body with an image whose file is missing: Markdoc's check, in the same list.
    const portrait = path('articles/portrait-auteur-jeux-tv.mdoc');
    writeFileSync(portrait, `${readFileSync(portrait, 'utf8')}\n![Un plateau](plateau-absent.png)\n`);
  });

  expect(check.stderr).toBe('');
  expect(check.stdout).not.toMatch(stackFrame);
  expect(check.status).toBe(1);
  expect(check.stdout).toContain(
    'articles/ia-ecriture-scenaristes.mdoc (« ia-ecriture-scenaristes ») : champs illisibles (YAML)',
  );
  expect(check.stdout).toContain(
    'legal/cgu.mdoc (« cgu ») : le fichier doit commencer par ses champs entre deux lignes ---',
  );
  expect(check.stdout).toMatch(
    /articles\/portrait-auteur-jeux-tv\.mdoc \(« .+ »\), champ body : image introuvable : plateau-absent\.png/,
  );
}, 60_000);

it('names every JSON file broken by hand, with its line, without a stack trace', () => {
  const check = checkCopy((path) => {
    writeFileSync(path('offers/service-expertise.json'), '{\n  "title": "Expertise",\n  "order": 2\n');
    writeFileSync(path('organisation.json'), '{ "name": "La Fabrique", }');
  });

  expect(check.stderr).toBe('');
  expect(check.stdout).not.toMatch(stackFrame);
  expect(check.status).toBe(1);
  expect(check.stdout).toContain('Problèmes à corriger (2) :');
  expect(check.stdout).toMatch(
    /offers\/service-expertise\.json \(« service-expertise »\) : fichier illisible \(JSON invalide vers la ligne 4,/,
  );
  expect(check.stdout).toMatch(
    /organisation\.json \(« organisation »\) : fichier illisible \(JSON invalide vers la ligne 1,/,
  );

  const gate = contentCheck(copies.at(-1)!, '--build');
  expect(gate.status).toBe(1);
  expect(gate.stderr).toMatch(/offers\/service-expertise\.json \(« service-expertise »\) : fichier illisible/);
  expect(gate.stderr).not.toMatch(stackFrame);
}, 60_000);

it('says in French, without a stack trace, when the check itself cannot run', () => {
  const copy = copyPackage(() => {});
  // Not a content mistake: a module of the check missing from the copy.
  rmSync(join(copy, 'src/content-problems.ts'));
  const broken = contentCheck(copy);

  expect(broken.status).toBe(2);
  expect(broken.stdout).toBe('');
  expect(broken.stderr).toMatch(/^Le contrôle du contenu n’a pas pu aller au bout : /);
  expect(broken.stderr).not.toMatch(stackFrame);

  // The build, though, fails with the error's own trace: it is for the technical team, not a content mistake.
  const build = contentCheck(copy, '--build');
  expect(build.status).not.toBe(0);
  expect(build.stderr).not.toContain('Contenu invalide');
  expect(build.stderr).toMatch(stackFrame);
}, 60_000);
