// rollback_release: rolls an environment back to an earlier healthy release once the user confirms the target.
'use strict';

const db = require('../db');
const { runJob } = require('../queue');
const { seal, expiry } = require('../stateSeal');
const { elicitForm, inputRequired, clientState, answerFor, callerOf, ok, fail } = require('../rounds');

const NAME = 'rollback_release';

const definition = {
  name: NAME,
  description: 'Roll an environment of a project back to one of its last healthy releases.',
  inputSchema: {
    type: 'object',
    properties: {
      project: { type: 'string', pattern: '^[a-z0-9-]{2,64}$' },
      environment: { type: 'string', enum: ['staging', 'production'] },
    },
    required: ['project', 'environment'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

async function offer(user, project, environment) {
  const current = await db.currentRelease(project, environment);
  if (!current) return fail(`${project} has no active release in ${environment}.`);
  const candidates = await db.rollbackCandidates(project, environment, current.id);
  if (candidates.length === 0) return fail(`No earlier healthy release of ${project} in ${environment}.`);
  const target = candidates[0];

  const token = seal({
    sub: user.id,
    tool: NAME,
    exp: expiry(),
    project,
    environment,
    releaseId: current.id,
    toReleaseId: target.id,
    toVersion: target.version,
  });
  return inputRequired(
    {
      confirm: elicitForm(
        `Roll ${project} in ${environment} back from ${current.version} to ${target.version}? Traffic moves immediately.`,
        { confirm: { type: 'boolean', title: 'Roll back now' } },
      ),
    },
    token,
    'Confirm the rollback.',
  );
}

async function handle(request, extra) {
  const user = callerOf(extra);
  const { project, environment } = request.params.arguments || {};
  if (!(await db.canDeploy(user.id, project))) return fail(`You cannot deploy ${project}.`);

  const raw = clientState(request);
  if (!raw) return offer(user, project, environment);

  const answer = answerFor(request, 'confirm');
  if (!answer || answer.confirm !== true) return ok('Nothing was rolled back.');

  const result = await runJob('rollback', { requestState: raw, confirmedBy: user.id });
  return ok(`${result.project} in ${result.environment} is rolling back to ${result.version} (job ${result.rollbackId}).`, result);
}

module.exports = { definition, handle };
