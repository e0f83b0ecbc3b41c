import type { Caller } from '../middleware/auth.js';
import { exchangeForDeployToken, getScale, setScale } from '../deploy-api.js';
import { readState, signState } from '../state/tokens.js';
import { accepted, confirmForm, text, toolError, type CallParams } from './results.js';

const BIG_CHANGE = 0.5;

export const scaleTool = {
  name: 'scale_service',
  description: 'Set the replica count of a service. Changes of more than 50% are confirmed first.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      replicas: { type: 'integer', minimum: 0, maximum: 200 },
    },
    required: ['service', 'replicas'],
  },
  annotations: { destructiveHint: false, idempotentHint: true },
};

export async function scaleService(params: CallParams, caller: Caller) {
  const service = String(params.arguments?.service ?? '');
  const replicas = Number(params.arguments?.replicas);
  if (!service || !Number.isInteger(replicas)) return toolError('service and an integer replicas are required');

  const grant = await exchangeForDeployToken(caller.accessToken);

  if (params.requestState) {
    const state = await readState<{ step: string; service: string; replicas: number }>(params.requestState, caller.sub);
    if (!state || state.step !== 'confirm') return toolError('Confirmation expired or invalid. Ask again.');
    if (state.service !== service || state.replicas !== replicas) return toolError('Arguments changed; ask again.');
    if (!accepted(params.inputResponses?.confirm_scale)) return text('Scaling cancelled.');
  } else {
    const current = await getScale(grant.access_token, service);
    if (replicas < current.min || replicas > current.max) {
      return toolError(`${service} allows ${current.min}–${current.max} replicas.`);
    }
    const change = current.replicas === 0 ? 1 : Math.abs(replicas - current.replicas) / current.replicas;
    if (change > BIG_CHANGE) {
      return {
        resultType: 'input_required' as const,
        inputRequests: {
          confirm_scale: confirmForm(`Scale ${service} from ${current.replicas} to ${replicas} replicas?`),
        },
        requestState: await signState({ step: 'confirm', service, replicas }, caller.sub), // expect: require-state-binding
      };
    }
  }

  const { operation } = await setScale(grant.access_token, service, replicas);
  return text(`Scaling ${service} to ${replicas} (operation ${operation}).`);
}
