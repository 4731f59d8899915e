// What `npm test` needs from the system besides npm packages: the project's Node (run through npm), Debian's Chromium (every browser test) and Debian's
// PostgreSQL (the functions' tests start a real server beside PGlite). Checked before any step: as root with apt they
// are installed; otherwise the run stops at once with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromePath } from '@fabrique/test-kit';

const postgresRoot = '/usr/lib/postgresql';
const rootPackage = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8'),
);

/** Versions of Debian's PostgreSQL installed, newest first (those whose bin folder has initdb). */
function postgresVersions() {
  if (!existsSync(postgresRoot)) return [];
  return readdirSync(postgresRoot)
    .filter((name) => existsSync(join(postgresRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
}

function canInstall() {
  return process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

let listsUpdated = false;

/** apt-get install, after one `apt-get update` per run (a fresh machine's package lists may be empty). */
function aptInstall(packages) {
  if (!listsUpdated) listsUpdated = apt(['update', '-qq']);
  return listsUpdated && apt(['install', '-y', '-qq', ...packages]);
}

function apt(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

// chromium-l10n: the editor's tests run Chromium in French, whose date fields then read jj/mm/aaaa.
const chromiumPackages = ['chromium', 'chromium-l10n', 'fonts-dejavu-core'];
const chromiumFrench = '/usr/lib/chromium/locales/fr.pak';
const postgresPackages = ['postgresql'];
const aptCommand = (packages) => `apt-get update && apt-get install -y ${packages.join(' ')}`;

/** Installs what it can, then returns the problems that remain, each saying the command that fixes it. */
export function ensurePrerequisites({ log = console.log } = {}) {
  // The root devDependency `node` is first on the PATH of npm scripts; a script started by a bare `node` misses it.
  const projectNode = rootPackage.devDependencies.node;
  if (process.versions.node.split('.')[0] !== projectNode.split('.')[0]) {
    return [
      `running on Node ${process.version}, not the project's ${projectNode}: run it through npm (npm test), after npm install.`,
    ];
  }

  const problems = [];
  const missing = [];

  if (process.env.CHROME_PATH && !existsSync(process.env.CHROME_PATH)) {
    problems.push(
      `CHROME_PATH points at ${process.env.CHROME_PATH}, which does not exist: point it at a Chromium binary, or unset it to use Debian's (as root: ${aptCommand(chromiumPackages)}).`,
    );
  } else if (!existsSync(chromePath) || (!process.env.CHROME_PATH && !existsSync(chromiumFrench))) {
    missing.push({ what: "Debian's Chromium", packages: chromiumPackages });
  }

  if (process.env.POSTGRES_BIN && !existsSync(join(process.env.POSTGRES_BIN, 'initdb'))) {
    problems.push(
      `POSTGRES_BIN points at ${process.env.POSTGRES_BIN}, which has no initdb: point it at PostgreSQL's bin folder, or unset it to use Debian's (as root: ${aptCommand(postgresPackages)}).`,
    );
  } else if (!process.env.POSTGRES_BIN && postgresVersions().length === 0) {
    missing.push({ what: "Debian's PostgreSQL", packages: postgresPackages });
  }

  if (missing.length > 0) {
    const packages = missing.flatMap((item) => item.packages);
    if (canInstall()) {
      log(`Installing ${missing.map((item) => item.what).join(' and ')} (apt-get install -y ${packages.join(' ')})…`);
      if (!aptInstall(packages)) {
        problems.push(`apt-get could not install ${packages.join(' ')}: run ${aptCommand(packages)}`);
      }
    } else {
      problems.push(
        `${missing.map((item) => item.what).join(' and ')} missing: run as root\n    ${aptCommand(packages)}`,
      );
    }
  }

  // pg_cron is optional: its schedules are checked only where Debian's package exists for the installed version.
  const [version] = postgresVersions();
  if (!process.env.POSTGRES_BIN && version && !existsSync(join(postgresRoot, version, 'lib', 'pg_cron.so'))) {
    if (canInstall()) {
      log(`Installing pg_cron for PostgreSQL ${version} (apt-get install -y postgresql-${version}-cron)…`);
      if (!aptInstall([`postgresql-${version}-cron`])) {
        log(`postgresql-${version}-cron is not available: the pg_cron schedules will not be checked.`);
      }
    }
  }

  return problems;
}
