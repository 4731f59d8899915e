// Each rule of workflow-rules.mjs shown failing on a small workflow that breaks it, and passing on one that keeps it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { workflowProblems } from './workflow-rules.mjs';

const checkout = 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1';
const setupNode = 'actions/setup-node@820762786026740c76f36085b0efc47a31fe5020 # v7.0.0';

/** A workflow of one job `build`, triggered by `on`, with `steps` (YAML lines, indented as steps). */
const workflow = ({ on = 'pull_request', top = 'permissions: {}', job = '', steps }) => `name: Test
on: ${on}
${top}
jobs:
  build:
    runs-on: ubuntu-24.04
    permissions:
      contents: read
${job}    steps:
${steps}
`;

const safeCheckout = `      - uses: ${checkout}
        with:
          persist-credentials: false
`;

const problems = (text) => workflowProblems('test.yml', text);
const expectProblem = (text, pattern) => {
  const found = problems(text);
  assert.ok(
    found.some((problem) => pattern.test(problem)),
    `expected a problem matching ${pattern}, got:\n${found.join('\n')}`,
  );
};

test('a workflow keeping every rule has no problem', () => {
  const text = workflow({
    steps: `${safeCheckout}      - uses: ${setupNode}
      - uses: ./.github/actions/local
      - run: npm ci`,
  });
  assert.deepEqual(problems(text), []);
});

test('an action pinned by a tag or a branch fails', () => {
  expectProblem(
    workflow({ steps: `${safeCheckout}      - uses: actions/setup-node@v4` }),
    /setup-node@v4 is not pinned/,
  );
  expectProblem(
    workflow({ steps: `${safeCheckout}      - uses: changesets/action@main` }),
    /action@main is not pinned/,
  );
  // A short SHA is no pin either: it can be made to collide.
  expectProblem(workflow({ steps: `${safeCheckout}      - uses: actions/cache@27d5ce7 # v5.0.5` }), /not pinned/);
  expectProblem(workflow({ steps: `${safeCheckout}      - uses: docker://alpine:3.22` }), /alpine:3.22 is not pinned/);
});

test('a reusable workflow of another repository must be pinned too', () => {
  const text = `name: Test
on: push
permissions: {}
jobs:
  call:
    permissions: {}
    uses: some-org/workflows/.github/workflows/deploy.yml@v2
`;
  expectProblem(text, /deploy\.yml@v2 is not pinned/);
});

test('a pin without its tag in a comment fails', () => {
  const text = workflow({
    steps: `${safeCheckout}      - uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020`,
  });
  expectProblem(text, /pinned without its tag/);
});

test('write permissions for the whole workflow fail, and so do missing ones', () => {
  expectProblem(
    workflow({ top: 'permissions:\n  contents: write', steps: safeCheckout }),
    /workflow-wide write .*contents/,
  );
  expectProblem(workflow({ top: 'permissions: write-all', steps: safeCheckout }), /workflow-wide write/);
  expectProblem(workflow({ top: 'permissions:\n  id-token: write', steps: safeCheckout }), /id-token: write/);
  expectProblem(workflow({ top: '', steps: safeCheckout }), /no top-level permissions/);
  const jobWithout = workflow({ steps: safeCheckout }).replace('    permissions:\n      contents: read\n', '');
  expectProblem(jobWithout, /job build: no permissions of its own/);
});

test('a checkout keeping its token in .git/config fails', () => {
  expectProblem(workflow({ steps: `      - uses: ${checkout}` }), /checkout without persist-credentials: false/);
  const kept = `      - uses: ${checkout}\n        with:\n          persist-credentials: true`;
  expectProblem(workflow({ steps: kept }), /persist-credentials/);
});

test('a secret in a job that runs a pull request’s code fails', () => {
  const deploy = `      - run: npx wrangler pages deploy
        env:
          CLOUDFLARE_API_TOKEN: \${{ secrets.CLOUDFLARE_API_TOKEN }}`;
  // The old preview: the branch's npm ci and build, then the deploy token.
  expectProblem(
    workflow({ steps: `${safeCheckout}      - run: npm ci\n${deploy}` }),
    /job build: runs the pull request's code \(pull_request\) with secrets in reach/,
  );
  expectProblem(workflow({ on: '[push, pull_request]', steps: `${safeCheckout}${deploy}` }), /with secrets in reach/);
  // A secret for the whole workflow reaches every job.
  const workflowEnv = workflow({ steps: safeCheckout }).replace(
    'jobs:',
    'env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\njobs:',
  );
  expectProblem(workflowEnv, /with secrets in reach/);
  // pull_request_target: a checkout of the pull request's head, then anything.
  const target = `      - uses: ${checkout}
        with:
          ref: \${{ github.event.pull_request.head.sha }}
          persist-credentials: false
${deploy}`;
  expectProblem(workflow({ on: 'pull_request_target', steps: target }), /pull_request_target\) with secrets/);
  // workflow_run: a checkout of the triggering run's commit.
  const afterRun = target.replace('github.event.pull_request.head.sha', 'github.event.workflow_run.head_sha');
  expectProblem(workflow({ on: 'workflow_run', steps: afterRun }), /with secrets in reach/);
  // A local workflow handed every secret.
  const inherit = `name: Test
on: pull_request
permissions: {}
jobs:
  call:
    permissions: {}
    uses: ./.github/workflows/deploy.yml
    secrets: inherit
`;
  expectProblem(inherit, /job call: runs the pull request's code/);
});

test('a secret where no pull request’s code runs passes', () => {
  const deploy = `      - run: npx wrangler pages deploy
        env:
          CLOUDFLARE_API_TOKEN: \${{ secrets.CLOUDFLARE_API_TOKEN }}`;
  // Pushes to main only.
  assert.deepEqual(problems(workflow({ on: 'push', steps: `${safeCheckout}${deploy}` })), []);
  // pull_request_target or workflow_run checking out the base branch, not the pull request.
  assert.deepEqual(problems(workflow({ on: 'pull_request_target', steps: `${safeCheckout}${deploy}` })), []);
  assert.deepEqual(problems(workflow({ on: 'workflow_run', steps: `${safeCheckout}${deploy}` })), []);
  // A job kept to pushes by its condition, in a workflow also run for pull requests.
  const pushOnly = workflow({
    on: '[push, pull_request]',
    job: "    if: github.event_name == 'push'\n",
    steps: `${safeCheckout}${deploy}`,
  });
  assert.deepEqual(problems(pushOnly), []);
  const either = pushOnly.replace("== 'push'", "== 'push' || github.event_name == 'pull_request'");
  expectProblem(either, /with secrets in reach/);
  // A pull request's job waiting for a maintainer's approval in a reviewed environment.
  const reviewed = workflow({ job: '    environment: chromatic\n', steps: `${safeCheckout}${deploy}` });
  assert.deepEqual(problems(reviewed), []);
  const unreviewed = workflow({ job: '    environment: production\n', steps: `${safeCheckout}${deploy}` });
  expectProblem(unreviewed, /with secrets in reach/);
});
