import type { Caller } from '../auth.js';
import * as deployer from '../deployer.js';
import { signStateToken, readStateToken, type StateClaims } from '../state-token.js';
import { approvalQuestion, inputRequired, toolError, toolText, type CallParams, type ToolResult } from '../rpc.js';

export const rollbackTool = {
  name: 'rollback_release',
  title: 'Roll back a service',
  description: 'Roll a production service back to one of its previous revisions. A human must approve.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      toRevision: { type: 'string', description: 'Revision id from the service history' },
    },
    required: ['service', 'toRevision'],
  },
  annotations: { destructiveHint: true },
};

export async function rollbackRelease(params: CallParams, caller: Caller): Promise<ToolResult> {
  const { service, toRevision } = (params.arguments ?? {}) as { service?: string; toRevision?: string };
  if (!service || !toRevision) return toolError('service and toRevision are required.');
  if (!caller.scopes.includes('deploy:rollback')) return toolError(`${caller.display} may not roll back.`);

  if (!params.requestState) {
    const [live, revisions] = await Promise.all([deployer.current(service), deployer.history(service)]);
    const target = revisions.find((r) => r.revision === toRevision);
    if (!target) return toolError(`${toRevision} is not a recent revision of ${service}.`);
    if (target.revision === live.revision) return toolText(`${service} is already on ${toRevision}.`);

    const requestState = await signStateToken({ sub: caller.id, service, toRevision, fromRevision: live.revision }); // expect: require-state-binding
    const question = `Roll ${service} back from ${live.version} (${live.revision}) to ${target.version} (${toRevision}, deployed ${target.deployedAt} by ${target.deployedBy})?`;
    return inputRequired({ approval: approvalQuestion(question) }, requestState);
  }

  let claims: StateClaims;
  try {
    claims = await readStateToken(params.requestState);
  } catch {
    return toolError('This approval has expired or is invalid. Ask again.');
  }
  if (claims.sub !== caller.id || claims.service !== service || claims.toRevision !== toRevision) {
    return toolError('This approval was issued for a different request.');
  }

  const answer = params.inputResponses?.approval;
  if (answer?.action !== 'accept' || answer.content?.approve !== true) return toolText('Nothing rolled back.');

  const live = await deployer.current(service);
  if (live.revision !== claims.fromRevision) {
    return toolError(`${service} changed since the approval (now ${live.revision}); ask again.`);
  }
  const done = await deployer.rollback(service, toRevision, caller.display);
  return toolText(`Rolled ${service} back to ${toRevision} (new revision ${done.revision}).`);
}
