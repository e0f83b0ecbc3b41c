import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { ArgoClient } from '../argo.js';
import { openEnvelope, sealEnvelope } from '../state/envelope.js';
import { argoCredentials } from '../vault/deploy-creds.js';
import type { ToolCall, ToolOutcome } from './types.js';

const TOOL = 'scale_service';
const SURGE_FACTOR = 2;

export const scaleTool: Tool = {
  name: TOOL,
  description: 'Change the replica count of a service. Large jumps ask for confirmation first.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      deployment: { type: 'string' },
      replicas: { type: 'integer', minimum: 0, maximum: 200 },
    },
    required: ['service', 'deployment', 'replicas'],
  },
};

interface PendingScale {
  service: string;
  deployment: string;
  replicas: number;
}

export async function scaleService(call: ToolCall): Promise<ToolOutcome> {
  const creds = await argoCredentials();
  const argo = new ArgoClient(creds.server, creds.authToken);

  if (call.requestState) {
    const pending = await openEnvelope<PendingScale>(call.requestState, { userId: call.userId, tool: TOOL });
    if (!pending) {
      return { isError: true, content: [{ type: 'text', text: 'Confirmation expired, run the tool again.' }] };
    }
    if (call.inputResponses?.surge?.action !== 'accept') {
      return { content: [{ type: 'text', text: 'Scaling cancelled.' }] };
    }
    await argo.scale(pending.service, pending.deployment, pending.replicas);
    return { content: [{ type: 'text', text: `${pending.deployment} scaled to ${pending.replicas}.` }] };
  }

  const pending: PendingScale = {
    service: String(call.args.service),
    deployment: String(call.args.deployment),
    replicas: Number(call.args.replicas),
  };
  const status = await argo.status(pending.service);

  if (pending.replicas > status.replicas * SURGE_FACTOR || pending.replicas === 0) {
    return {
      resultType: 'input_required',
      inputRequests: {
        surge: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Scale ${pending.deployment} from ${status.replicas} to ${pending.replicas} replicas?`,
            requestedSchema: { type: 'object', properties: {} },
          },
        },
      },
      requestState: await sealEnvelope(pending, { userId: call.userId, tool: TOOL }),
    };
  }

  await argo.scale(pending.service, pending.deployment, pending.replicas);
  return { content: [{ type: 'text', text: `${pending.deployment} scaled to ${pending.replicas}.` }] };
}
