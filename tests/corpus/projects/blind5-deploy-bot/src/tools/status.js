import { accepted, inputRequired, pickForm, text } from '../rpc.js';
import { decodeState, sealState } from '../state/codec.js';
import { createInstallationToken, deploymentStatuses, listDeployments } from '../github.js';

const TOOL = 'deployment_status';

export const statusTool = {
  name: TOOL,
  description: 'Show the rollout status of a recent deployment',
  annotations: { readOnlyHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      environment: { type: 'string', enum: ['staging', 'production'], default: 'production' },
    },
    required: ['service'],
  },
};

function describe(deployment) {
  return `${deployment.id} · ${deployment.ref} · ${deployment.created_at.slice(0, 16).replace('T', ' ')}`;
}

export async function status(env, user, params) {
  const repos = JSON.parse(env.SERVICE_REPOS ?? '{}');
  const { token } = await createInstallationToken(env);

  if (!params.requestState) {
    const { service, environment = 'production' } = params.arguments ?? {};
    const repo = repos[service];
    if (!repo) return text(`Unknown service ${service}`, true);

    const deployments = await listDeployments(token, repo, environment);
    if (deployments.length === 0) return text(`No deployments of ${service} in ${environment}.`);
    if (deployments.length === 1) return summarize(token, repo, deployments[0].id);

    const labels = deployments.map(describe);
    const requestState = await sealState(env, {
      sub: user.email,
      tool: TOOL,
      repo,
      deploymentIds: deployments.map((d) => d.id),
      labels,
    });
    return inputRequired({ pick: pickForm('Which deployment?', labels) }, requestState);
  }

  const { repo, deploymentIds, labels } = decodeState(params.requestState); // expect: require-sealed-state
  const choice = accepted(params.inputResponses, 'pick')?.choice;
  const index = labels.indexOf(choice);
  if (index < 0) return text('No deployment selected.');
  return summarize(token, repo, deploymentIds[index]);
}

async function summarize(token, repo, deploymentId) {
  const statuses = await deploymentStatuses(token, repo, deploymentId);
  if (statuses.length === 0) return text(`Deployment ${deploymentId} has no status yet.`);
  const latest = statuses[0];
  return text(
    [`Deployment ${deploymentId} in ${repo}`, `state: ${latest.state}`, `log: ${latest.log_url ?? 'n/a'}`].join('\n'),
  );
}
