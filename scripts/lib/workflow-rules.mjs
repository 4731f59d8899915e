// The rules no GitHub workflow of ours may break (docs/deploying.md): actions pinned to a commit, no workflow-wide
// write permission, no checkout token left on disk, and no secret within reach of a pull request's code.
import { parse } from 'yaml';

/**
 * Environments whose deployments wait for a maintainer's approval (required reviewers in the repository's settings):
 * the only place a job running a pull request's code may read a secret.
 */
export const reviewedEnvironments = ['chromatic'];

const pinned = /^[\w.-]+\/[\w.-]+(\/[^@]+)?@[0-9a-f]{40}$/;
const pinnedImage = /^docker:\/\/[^@]+@sha256:[0-9a-f]{64}$/;
const checkout = /^actions\/checkout@/;
// What names a pull request's own commits in a checkout's `ref` or `repository`.
const pullRequestRef = /pull_request\.head|head_ref|refs\/pull\/|merge_commit_sha|workflow_run\.head/;
const isWrite = (value) => value === 'write' || value === 'write-all';

/** The events of `on:` (a name, a list or a map). */
function triggers(on) {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on;
  return Object.keys(on ?? {});
}

/** Write access granted by a `permissions:` value. */
function writes(permissions) {
  if (typeof permissions === 'string') return isWrite(permissions) ? [permissions] : [];
  return Object.entries(permissions ?? {})
    .filter(([, access]) => isWrite(access))
    .map(([scope]) => `${scope}: write`);
}

/** Whether a job runs the pull request's code: it checks it out, or runs a local action or workflow from it. */
function runsPullRequestCode(job, events) {
  // A job kept to other events by its condition (one event named, no alternative) never sees a pull request.
  const onlyOn = /github\.event_name\s*==\s*'(push|schedule|workflow_dispatch|release)'/;
  if (typeof job.if === 'string' && onlyOn.test(job.if) && !job.if.includes('||')) return false;
  const steps = job.steps ?? [];
  const local = (uses) => typeof uses === 'string' && uses.startsWith('./');
  if (local(job.uses) || steps.some((step) => local(step.uses))) return events.includes('pull_request');
  return steps.some((step) => {
    if (typeof step.uses !== 'string' || !checkout.test(step.uses)) return false;
    // `pull_request` checks out the pull request's merge by default; the others their base unless told otherwise.
    if (events.includes('pull_request')) return true;
    const target = `${step.with?.ref ?? ''} ${step.with?.repository ?? ''}`;
    return pullRequestRef.test(target);
  });
}

/**
 * The problems of one workflow file, as sentences naming the job and step; none when it keeps every rule.
 * @param {string} name the file's name, for the messages
 * @param {string} text the file's YAML
 */
export function workflowProblems(name, text) {
  const problems = [];
  const workflow = parse(text) ?? {};
  const events = triggers(workflow.on).filter((event) =>
    ['pull_request', 'pull_request_target', 'workflow_run'].includes(event),
  );

  if (workflow.permissions === undefined)
    problems.push(`${name}: no top-level permissions (write "permissions: {}" and give each job its own)`);
  for (const grant of writes(workflow.permissions))
    problems.push(`${name}: workflow-wide write permission (${grant}): grant it only to the job that needs it`);
  const workflowSecrets = /\bsecrets\./.test(JSON.stringify(workflow.env ?? {}));

  for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
    const where = `${name}, job ${id}`;
    if (job.permissions === undefined) problems.push(`${where}: no permissions of its own`);
    const uses = [
      ...(job.uses ? [{ uses: job.uses, label: 'its workflow' }] : []),
      ...(job.steps ?? []).map((step, index) => ({ ...step, label: `step ${step.name ?? index + 1}` })),
    ];
    for (const step of uses) {
      if (typeof step.uses !== 'string' || step.uses.startsWith('./')) continue;
      if (!pinned.test(step.uses) && !pinnedImage.test(step.uses))
        problems.push(`${where}, ${step.label}: ${step.uses} is not pinned to a full commit SHA`);
      if (checkout.test(step.uses) && String(step.with?.['persist-credentials']) !== 'false')
        problems.push(`${where}, ${step.label}: checkout without persist-credentials: false`);
    }
    if (events.length > 0 && runsPullRequestCode(job, events)) {
      const reviewed = reviewedEnvironments.includes(job.environment?.name ?? job.environment);
      const reachesSecrets = workflowSecrets || job.secrets !== undefined || /\bsecrets\./.test(JSON.stringify(job));
      if (reachesSecrets && !reviewed)
        problems.push(`${where}: runs the pull request's code (${events.join(', ')}) with secrets in reach`);
    }
  }

  // The tag a pin stands for, beside it, so that a reader and Dependabot know which release it is.
  text.split('\n').forEach((line, index) => {
    const match = /^\s*(?:-\s+)?uses:\s*['"]?([^\s'"#]+)['"]?\s*(#.*)?$/.exec(line);
    if (match && pinned.test(match[1]) && !/#\s*v?\d/.test(match[2] ?? ''))
      problems.push(`${name}, line ${index + 1}: ${match[1]} pinned without its tag in a comment (# v1.2.3)`);
  });
  return problems;
}
