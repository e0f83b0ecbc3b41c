import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { ArgoClient } from '../argo.js';
import { openEnvelope, sealEnvelope } from '../state/envelope.js';
import { argoCredentials } from '../vault/deploy-creds.js';
import type { ToolCall, ToolOutcome } from './types.js';

const TOOL = 'rollback_release';

export const rollbackTool: Tool = {
  name: TOOL,
  description: 'Roll an Argo CD application back to an earlier entry of its deploy history.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string', description: 'Argo CD application name' },
      toRevision: { type: 'integer', description: 'History id to roll back to' },
    },
    required: ['service', 'toRevision'],
  },
  annotations: { destructiveHint: true },
};

interface PendingRollback {
  step: 'confirm';
  service: string;
  fromRevision: string;
  argoServer: string;
  argoToken: string;
}

export async function rollbackRelease(call: ToolCall): Promise<ToolOutcome> {
  const service = String(call.args.service);
  const toRevision = Number(call.args.toRevision);

  if (!call.requestState) {
    const creds = await argoCredentials();
    const argo = new ArgoClient(creds.server, creds.authToken);
    const status = await argo.status(service);
    const target = status.history.find((h) => h.id === toRevision);
    if (!target) {
      return { isError: true, content: [{ type: 'text', text: `${service} has no history entry ${toRevision}` }] };
    }

    // Carry the Argo session into the confirm round: Vault rate-limits AppRole logins per role.
    const pending: PendingRollback = {
      step: 'confirm',
      service,
      fromRevision: status.syncRevision,
      argoServer: creds.server,
      argoToken: creds.authToken, // expect: no-secrets-in-state
    };

    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Roll ${service} back from ${status.syncRevision.slice(0, 8)} to #${toRevision} (${target.revision.slice(0, 8)}, deployed ${target.deployedAt})?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Roll back' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState: await sealEnvelope(pending, { userId: call.userId, tool: TOOL }), // expect: require-state-binding
    };
  }

  const pending = await openEnvelope<PendingRollback>(call.requestState, { userId: call.userId, tool: TOOL });
  if (!pending) {
    return { isError: true, content: [{ type: 'text', text: 'This confirmation expired or is invalid, start again.' }] };
  }

  const answer = call.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: `Rollback of ${pending.service} cancelled.` }] };
  }

  const argo = new ArgoClient(pending.argoServer, pending.argoToken);
  await argo.rollback(pending.service, toRevision);
  return {
    content: [{ type: 'text', text: `Rolled ${pending.service} back to history entry #${toRevision}.` }],
  };
}
