// `npm run content:check`: every problem of the content at once (the same list the build refuses with), then what the
// organisation should know today. Exits 1 on a problem to fix; sessions soon or none ahead are warnings, so a passing
// date never fails CI. Never a stack trace: staff read this report.
// `--build` (the site's build runs it first): only the problems, in French, exit 1, since React Router's build would
// print them under its own stack trace; nothing on valid content, and an unexpected error keeps its trace.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const dataFolder = join(here, '../data');

// The content is TypeScript: Vite's module runner loads it as the site's build does.
const load = async (module) =>
  (await runnerImport(join(here, '../src', module), { configFile: false, logLevel: 'silent' })).module;

/** JSON files that cannot be read at all: the build stops on the first one (in Vite's English), so name them all here. */
function unreadableFiles() {
  const files = readdirSync(dataFolder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  return files.sort().flatMap((file) => {
    const text = readFileSync(join(dataFolder, file), 'utf8');
    try {
      JSON.parse(text);
      return [];
    } catch (error) {
      const position = Number(/position (\d+)/.exec(error.message)?.[1] ?? text.length);
      const before = text.slice(0, position).split('\n');
      return [
        {
          file: relative(dataFolder, join(dataFolder, file)).replaceAll('\\', '/'),
          entry: file.replace(/^.*?([^/\\]+)\.json$/, '$1'),
          field: '',
          message: `fichier illisible (JSON invalide vers la ligne ${before.length}, colonne ${before.at(-1).length + 1}) : annulez la dernière modification de ce fichier ou enregistrez-le à nouveau depuis l’éditeur`,
        },
      ];
    }
  });
}

/** Every problem of the data files, unreadable JSON first (the loaders would stop on it in English). */
async function problemsOfFiles() {
  const unreadable = unreadableFiles();
  return unreadable.length > 0 ? unreadable : (await load('content-problems.ts')).contentProblems();
}

if (process.argv.includes('--build')) {
  const problems = await problemsOfFiles();
  if (problems.length > 0) {
    const { ContentDataError } = await load('data-check.ts');
    process.stderr.write(`${new ContentDataError(problems).message}\nLe site n’est pas construit.\n`);
    process.exitCode = 1;
  }
} else {
  await report();
}

async function report() {
  try {
    const now = Date.now();
    const { parisToday } = await load('dates.ts');
    const { formatContentReport } = await load('content-report.ts');
    const problems = await problemsOfFiles();
    const health = problems.length > 0 ? undefined : (await load('content-health.ts')).checkContent(now);
    process.stdout.write(formatContentReport(parisToday(now), problems, health));
    process.exitCode = problems.length > 0 || health.structural.length > 0 ? 1 : 0;
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    process.stderr.write(
      `Le contrôle du contenu n’a pas pu aller au bout : ${detail}\n` +
        'Le site ne sera pas publié ainsi ; transmettez ce message à l’équipe technique.\n',
    );
    process.exitCode = 2;
  }
}
