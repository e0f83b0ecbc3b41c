import { openEnvelope, sealEnvelope } from '@acme/state';
import { callerOf } from '../auth.js';
import { releases } from '../platform.js';
import { askForInput, refused, text, type ToolModule } from '../results.js';

const NAME = 'rollback_release';

interface RollbackRound {
  step: 'confirm';
  from: string;
}

export const rollbackRelease: ToolModule = {
  definition: {
    name: NAME,
    description: 'Roll a service back to an earlier release. Asks for confirmation first.',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string', description: 'Service name, e.g. checkout-api' },
        toRevision: { type: 'string', description: 'Release revision to go back to' },
      },
      required: ['service', 'toRevision'],
    },
    annotations: { destructiveHint: true },
  },

  async run(params, extra) {
    const userId = callerOf(extra);
    const { service, toRevision } = params.arguments as { service: string; toRevision: string };

    if (!params.requestState) {
      const current = await releases.current(service);
      const form = {
        message: `Roll ${service} back from ${current.revision} (deployed ${current.deployedAt}) to ${toRevision}?`,
        requestedSchema: { type: 'object' as const, properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
      };
      const requestState = sealEnvelope<RollbackRound>({ step: 'confirm', from: current.revision }, { userId, tool: NAME }); // expect: require-state-binding
      return askForInput('confirm', form, requestState);
    }

    const opened = openEnvelope<RollbackRound>(params.requestState, { userId, tool: NAME });
    if (!opened.ok) return refused(opened.reason);
    if (params.inputResponses?.confirm?.content?.confirm !== true) return text('Rollback cancelled.');

    await releases.rollback(service, toRevision, userId);
    return text(`Rolled ${service} back from ${opened.data.from} to ${toRevision}.`);
  },
};
