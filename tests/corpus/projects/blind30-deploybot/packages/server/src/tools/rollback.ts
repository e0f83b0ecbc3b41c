import { z } from 'zod';
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { TokenSigner } from '../../../state-kit/src/index.js';
import { ToolHandler } from '../../../tool-base/src/tool-handler.js';
import { callerOf, confirmRequest, confirmed, text, type ToolContext } from '../../../tool-base/src/context.js';
import type { ClusterClient } from '../cluster.js';

const shape = {
  service: z.string().regex(/^[a-z0-9-]+$/),
  toRevision: z.number().int().positive(),
};

type RollbackArgs = { service: string; toRevision: number };
type RollbackState = { step: 'confirm'; service: string; fromRevision: number };

export class RollbackTool extends ToolHandler<RollbackArgs, RollbackState> {
  readonly name = 'rollback_release';
  readonly description = 'Roll a service back to an earlier revision. Asks for confirmation first.';
  readonly inputShape = shape;
  override readonly destructive = true;

  constructor(
    signer: TokenSigner,
    private readonly cluster: ClusterClient,
  ) {
    super(signer);
  }

  protected async begin({ service, toRevision }: RollbackArgs, ctx: ToolContext): Promise<CallToolResult> {
    const current = await this.cluster.currentRevision(service);
    if (current.revision === toRevision) {
      return text(`${service} is already on r${toRevision}.`);
    }
    const question = confirmRequest(`Roll ${service} back from r${current.revision} (${current.image}) to r${toRevision}?`);
    return this.suspend({ confirm: question }, { step: 'confirm', service, fromRevision: current.revision }, ctx); // expect: require-state-binding
  }

  protected async resume({ toRevision }: RollbackArgs, state: RollbackState, ctx: ToolContext): Promise<CallToolResult> {
    if (!confirmed(ctx)) {
      return text(`Rollback of ${state.service} cancelled.`);
    }
    const now = await this.cluster.currentRevision(state.service);
    if (now.revision !== state.fromRevision) {
      return text(`${state.service} moved to r${now.revision} while you were deciding; nothing was changed.`, true);
    }
    await this.cluster.rollback(state.service, toRevision, callerOf(ctx));
    return text(`${state.service} rolled back to r${toRevision}.`);
  }
}
