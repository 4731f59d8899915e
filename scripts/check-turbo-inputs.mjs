// Proves that turbo's lint, typecheck and test hashes follow the sources of a package's workspace dependencies (the
// `transit` task of turbo.json): in a temporary copy of the tree, editing a file of packages/ui (a direct dependency)
// or packages/content (a dependency of a dependency) must change the hash of @fabrique/site's tasks, so a local run
// can never replay a cached green result for code that changed; editing the editor (apps/cms, not a dependency) must not.
// It also proves that every task sees the user's npm configuration (registry, CA, proxy): npm on the project's Node
// reads its global config beside that Node, so the real one must come through turbo as the outer npm hands it down.
// Only `turbo run --dry=json` runs, nothing is linted or type-checked: a few seconds.
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const turbo = join(root, 'node_modules/.bin/turbo');
const tasks = ['lint', 'typecheck', 'test'];
const site = '@fabrique/site';

/** Turbo's plan of the site's tasks in `dir`, with `env` added to this process's environment. */
function sitePlan(dir, env = {}) {
  const output = execFileSync(turbo, ['run', ...tasks, `--filter=${site}`, '--dry=json'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(output.slice(output.indexOf('{')));
}

/** The hash of each of the site's tasks, as turbo would compute it in `dir`. */
function siteHashes(dir) {
  const plan = sitePlan(dir);
  return Object.fromEntries(
    plan.tasks
      .filter((task) => task.package === site && tasks.includes(task.task))
      .map((task) => [task.task, task.hash]),
  );
}

const copy = mkdtempSync(join(tmpdir(), 'fabrique-turbo-'));
const failures = [];
try {
  // Every file git knows or would add (the working tree as it is, uncommitted edits included), without node_modules.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  // Turbo hashes the files of a git repository; a fresh one keeps the copy independent of the real index.
  execFileSync('git', ['init', '--quiet'], { cwd: copy });
  execFileSync('git', ['add', '--all'], { cwd: copy });

  const edits = [
    { file: 'packages/ui/src/index.ts', text: '\nexport const brokenType: number = "a string";\n', changes: true },
    { file: 'packages/content/src/index.ts', text: '\nexport const brokenType: number = "a string";\n', changes: true },
    { file: 'apps/cms/index.html', text: '\n<!-- An edit outside the site’s dependencies. -->\n', changes: false },
  ];
  // The variables through which npm hands a user's configuration to the npm commands it starts, and the usual proxy and
  // CA ones: each must reach the tasks (passed through, so they change no hash).
  const npmConfiguration = {
    npm_config_globalconfig: '/etc/a-machine/npmrc',
    npm_config_userconfig: '/home/someone/.npmrc',
    npm_config_cafile: '/etc/a-machine/ca.pem',
    npm_config_registry: 'https://registry.example.test/',
    npm_config_cache: '/tmp/an-empty-cache',
    HTTPS_PROXY: 'http://proxy.example.test:3128',
    NODE_EXTRA_CA_CERTS: '/etc/a-machine/ca.pem',
  };
  const passed = sitePlan(copy, npmConfiguration).globalCacheInputs.environmentVariables.passthrough ?? [];
  for (const name of Object.keys(npmConfiguration)) {
    if (!passed.some((entry) => entry.startsWith(`${name}=`))) failures.push(`${name} does not reach turbo's tasks`);
  }

  let before = siteHashes(copy);
  if (Object.keys(before).length !== tasks.length)
    throw new Error(`turbo planned ${JSON.stringify(before)} for ${site}`);
  for (const { file, text, changes } of edits) {
    appendFileSync(join(copy, file), text);
    const after = siteHashes(copy);
    for (const task of tasks) {
      if ((before[task] !== after[task]) !== changes) {
        failures.push(`${site}#${task}: its hash ${changes ? 'did not change' : 'changed'} after an edit of ${file}`);
      }
    }
    before = after;
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(
    `Turbo cache inputs: ${failures.length} failed\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Turbo cache inputs: ${site}'s ${tasks.join(', ')} hashes follow packages/ui and packages/content, not apps/cms;` +
    ` npm's configuration reaches every task.`,
);
