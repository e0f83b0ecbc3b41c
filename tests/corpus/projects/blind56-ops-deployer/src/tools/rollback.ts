import { z } from 'zod';
import type { ToolDeps, ToolModule } from '../server.js';
import { confirmRequest, text, toolError } from '../results.js';

const RollbackArgs = z.object({
  service: z.string().min(1),
  toRevision: z.string().regex(/^r\d+$/, 'a platform revision such as r57'),
});

interface PendingRollback {
  step: 'confirm';
  service: string;
  fromRevision: string;
}

export function rollbackTool({ platform, sealer }: ToolDeps): ToolModule {
  return {
    definition: {
      name: 'rollback_release',
      description: 'Roll a service back to an earlier revision. Asks for confirmation first.',
      inputSchema: {
        type: 'object',
        properties: { service: { type: 'string' }, toRevision: { type: 'string' } },
        required: ['service', 'toRevision'],
      },
      annotations: { destructiveHint: true },
    },

    async run(call) {
      const { service, toRevision } = RollbackArgs.parse(call.args);

      if (call.requestState === undefined) {
        if (!(await platform.canDeploy(call.userId, service, 'production'))) {
          return toolError(`You are not allowed to roll back ${service}.`);
        }
        const current = await platform.currentRevision(service);
        if (current.revision === toRevision) return text(`${service} is already at ${toRevision}.`);
        return {
          resultType: 'input_required',
          inputRequests: confirmRequest(`Roll ${service} back from ${current.revision} (${current.version}) to ${toRevision}?`),
          requestState: sealer.seal<PendingRollback>({ step: 'confirm', service, fromRevision: current.revision }, { userId: call.userId, tool: 'rollback_release' }), // expect: require-state-binding
        };
      }

      const pending = sealer.open<PendingRollback>(call.requestState, { userId: call.userId, tool: 'rollback_release' });
      if (!pending) return toolError('This confirmation has expired. Please ask again.');
      if (call.inputResponses?.confirm?.action !== 'accept') return text('Rollback cancelled.');

      const current = await platform.currentRevision(pending.service);
      if (current.revision !== pending.fromRevision) {
        return toolError(`${pending.service} moved to ${current.revision} since you confirmed; please check and ask again.`);
      }
      const { jobId } = await platform.rollback(pending.service, toRevision, { requestedBy: call.userId });
      return text(`Rolling ${pending.service} back to ${toRevision} (job ${jobId}).`);
    },
  };
}
