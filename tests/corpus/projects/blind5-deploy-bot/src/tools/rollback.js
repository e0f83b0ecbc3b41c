import { accepted, confirmForm, inputRequired, text } from '../rpc.js';
import { openState, sealState } from '../state/codec.js';
import { createInstallationToken, dispatchRollback } from '../github.js';

const TOOL = 'rollback_deployment';

export const rollbackTool = {
  name: TOOL,
  description: 'Roll a service back to an earlier released version',
  annotations: { destructiveHint: true, idempotentHint: false },
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string', description: 'Service name, e.g. checkout-api' },
      environment: { type: 'string', enum: ['staging', 'production'] },
      toVersion: { type: 'string', pattern: '^v\\d+\\.\\d+\\.\\d+$' },
    },
    required: ['service', 'environment', 'toVersion'],
  },
};

function repoFor(env, service) {
  const repos = JSON.parse(env.SERVICE_REPOS ?? '{}');
  return repos[service];
}

export async function rollback(env, user, params) {
  const { service, environment, toVersion } = params.arguments ?? {};
  const repo = repoFor(env, service);
  if (!repo) return text(`Unknown service ${service}`, true);

  if (!params.requestState) {
    const installation = await createInstallationToken(env);
    const requestState = await sealState(env, { // expect: require-state-binding
      sub: user.email,
      tool: TOOL,
      stage: 'confirm',
      installation: { id: installation.id, token: installation.token }, // expect: no-secrets-in-state
    });
    return inputRequired(
      { confirm: confirmForm(`Roll ${service} in ${environment} back to ${toVersion}? This redeploys immediately.`) },
      requestState,
    );
  }

  const state = await openState(env, params.requestState, { sub: user.email, tool: TOOL });
  if (!state || state.stage !== 'confirm') {
    return text('Invalid or expired requestState', true);
  }
  const answer = accepted(params.inputResponses, 'confirm');
  if (!answer?.confirm) return text('Rollback not confirmed; nothing changed.');

  await dispatchRollback(state.installation.token, repo, {
    environment,
    toVersion,
    requestedBy: user.email,
  });
  return text(`Rollback of ${service} (${environment}) to ${toVersion} dispatched.`);
}
