// promote_build: promotes a green build to a later environment that the user picks from the allowed targets.
'use strict';

const db = require('../db');
const { runJob } = require('../queue');
const { seal, open } = require('../stateSeal');
const { elicitForm, inputRequired, clientState, answerFor, callerOf, ok, fail } = require('../rounds');

const NAME = 'promote_build';

const definition = {
  name: NAME,
  description: 'Promote a passed build of a project to a later environment (for example staging → production).',
  inputSchema: {
    type: 'object',
    properties: {
      project: { type: 'string', pattern: '^[a-z0-9-]{2,64}$' },
      buildId: { type: 'integer', minimum: 1 },
    },
    required: ['project', 'buildId'],
  },
  annotations: { destructiveHint: false, openWorldHint: true },
};

async function handle(request, extra) {
  const user = callerOf(extra);
  const { project, buildId } = request.params.arguments || {};
  if (!(await db.canDeploy(user.id, project))) return fail(`You cannot deploy ${project}.`);
  const build = await db.buildFor(project, buildId);
  if (!build || build.status !== 'passed') return fail(`Build #${buildId} of ${project} has not passed.`);

  const raw = clientState(request);
  if (!raw) {
    const targets = await db.promotionTargets(project, build.current_env);
    if (targets.length === 0) return fail(`Build #${buildId} is already in the last open environment.`);
    const token = seal({ sub: user.id, tool: NAME, project, buildId, targets: targets.map((t) => t.name) }); // expect: require-state-binding
    return inputRequired(
      {
        target: elicitForm(
          `Promote build #${buildId} of ${project} (${build.branch} @ ${build.commit_sha.slice(0, 7)}) to which environment?`,
          { environment: { type: 'string', enum: targets.map((t) => t.name) } },
        ),
      },
      token,
      'Choose the target environment.',
    );
  }

  let state;
  try {
    state = open(raw);
  } catch (err) {
    return fail(`That answer could not be used (${err.message}). Ask again.`);
  }
  if (state.sub !== user.id || state.tool !== NAME || state.project !== project || state.buildId !== buildId) {
    return fail('That answer belongs to a different promotion.');
  }

  const answer = answerFor(request, 'target');
  if (!answer) return ok('Promotion cancelled.');
  if (!state.targets.includes(answer.environment)) return fail('That environment was not one of the choices.');

  const result = await runJob('promote', { project, buildId, environment: answer.environment, requestedBy: user.id });
  return ok(`Build #${buildId} of ${project} is rolling out to ${answer.environment} (deployment ${result.deploymentId}).`, {
    deploymentId: result.deploymentId,
  });
}

module.exports = { definition, handle };
