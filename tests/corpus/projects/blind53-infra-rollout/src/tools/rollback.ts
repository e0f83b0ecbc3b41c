import { type CallToolResult, type ServerContext, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { argo } from '../integrations/argo.js';
import { type StateOf, ToolNames } from '../state/types.js';
import { type ArgsOf, type FirstRound, RolloutTool, say } from './base.js';

const shape = {
  service: z.string().regex(/^[a-z0-9-]+$/),
  namespace: z.string().default('apps'),
  toRevision: z.number().int().positive(),
};

type RollbackState = StateOf<typeof ToolNames.Rollback>;

export class RollbackRelease extends RolloutTool<typeof ToolNames.Rollback, typeof shape> {
  readonly name = ToolNames.Rollback;
  readonly title = 'Roll back release';
  readonly description = 'Roll a service back to an earlier revision. Always asks for confirmation.';
  readonly shape = shape;
  protected override readonly destructive = true;

  protected async ask({ service, namespace, toRevision }: ArgsOf<typeof shape>, ctx: ServerContext): Promise<FirstRound> {
    const [status, history] = await Promise.all([argo.status(namespace, service), argo.history(namespace, service)]);
    const target = history.find((h) => h.revision === toRevision);
    if (!target) return say(`${service} has no revision ${toRevision}.`, true);
    if (target.revision === status.revision) return say(`${service} already runs revision ${toRevision}.`);

    const state: RollbackState = {
      tool: ToolNames.Rollback,
      service,
      namespace,
      toRevision,
      currentRevision: status.revision,
      askedAt: Date.now(),
    };
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Roll ${namespace}/${service} back from r${status.revision} to r${toRevision} (${target.image}, deployed ${target.deployedAt})?`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Roll back' } },
            required: ['confirm'],
          },
        }),
      },
      requestState: await this.codec.mint(state, ctx),
    });
  }

  protected async resume(
    { service, namespace, toRevision }: ArgsOf<typeof shape>,
    state: RollbackState,
    ctx: ServerContext,
  ): Promise<CallToolResult> {
    if (state.service !== service || state.namespace !== namespace || state.toRevision !== toRevision) {
      return say('This confirmation was given for another rollback.', true);
    }
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return say('Rollback cancelled.');

    const status = await argo.status(namespace, service);
    if (status.revision !== state.currentRevision) {
      return say(`${service} moved to r${status.revision} since you confirmed; nothing was rolled back.`, true);
    }
    const after = await argo.undo(namespace, service, state.toRevision);
    return say(`${namespace}/${service} is rolling back to r${after.revision}.`);
  }
}
