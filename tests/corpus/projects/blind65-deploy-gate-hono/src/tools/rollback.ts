import type { Caller } from '../middleware/auth.js';
import { exchangeForDeployToken, listRevisions, rollbackTo } from '../deploy-api.js';
import { readState, signState } from '../state/tokens.js';
import { accepted, confirmForm, text, toolError, type CallParams } from './results.js';

export const rollbackTool = {
  name: 'rollback_release',
  title: 'Roll back a service',
  description: 'Roll a service back to an earlier revision. Asks for confirmation before acting.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      toRevision: { type: 'string', description: 'Revision id or unique prefix' },
    },
    required: ['service', 'toRevision'],
  },
  annotations: { destructiveHint: true, openWorldHint: true },
};

interface RollbackState extends Record<string, unknown> {
  step: 'confirm';
  service: string;
  revision: string;
  deployToken: string;
}

export async function rollbackRelease(params: CallParams, caller: Caller) {
  const service = String(params.arguments?.service ?? '');
  const toRevision = String(params.arguments?.toRevision ?? '');
  if (!service || !toRevision) return toolError('service and toRevision are required');

  if (!params.requestState) {
    const grant = await exchangeForDeployToken(caller.accessToken);
    const revisions = await listRevisions(grant.access_token, service);
    const matches = revisions.filter((r) => r.id.startsWith(toRevision));
    if (matches.length !== 1) {
      return toolError(matches.length ? `"${toRevision}" is ambiguous` : `No revision "${toRevision}" for ${service}`);
    }
    const [target] = matches;
    if (target.current) return text(`${service} is already on ${target.id}.`);

    const requestState = await signState( // expect: require-state-binding
      {
        step: 'confirm',
        service,
        revision: target.id,
        // the exchange takes ~800 ms; reuse the grant for the confirmed call
        deployToken: grant.access_token, // expect: no-secrets-in-state
      },
      caller.sub,
    );
    return {
      resultType: 'input_required' as const,
      inputRequests: {
        confirm_rollback: confirmForm(
          `Roll ${service} back to ${target.id} (${target.image}, by ${target.author} at ${target.createdAt})?`,
        ),
      },
      requestState,
    };
  }

  const state = await readState<RollbackState>(params.requestState, caller.sub);
  if (!state || state.step !== 'confirm') return toolError('Confirmation expired or invalid. Ask again.');
  if (state.service !== service || !state.revision.startsWith(toRevision)) {
    return toolError('The arguments changed since you confirmed. Ask again.');
  }
  if (!accepted(params.inputResponses?.confirm_rollback)) return text('Rollback cancelled.');

  const { operation } = await rollbackTo(state.deployToken, state.service, state.revision);
  return text(`Rolling ${state.service} back to ${state.revision} (operation ${operation}).`);
}
