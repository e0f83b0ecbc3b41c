import { z } from 'zod';
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { TokenSigner } from '../../../state-kit/src/index.js';
import { ToolHandler } from '../../../tool-base/src/tool-handler.js';
import { callerOf, confirmRequest, confirmed, text, type ToolContext } from '../../../tool-base/src/context.js';
import type { ClusterClient } from '../cluster.js';

const MAX_REPLICAS = 40;

const shape = {
  service: z.string().regex(/^[a-z0-9-]+$/),
  replicas: z.number().int().min(0).max(MAX_REPLICAS),
};

type ScaleArgs = { service: string; replicas: number };
type ScaleState = { step: 'confirm'; service: string; replicas: number };

export class ScaleTool extends ToolHandler<ScaleArgs, ScaleState> {
  readonly name = 'scale_service';
  readonly description = 'Change the replica count of a service. Scaling to 0 asks for confirmation.';
  readonly inputShape = shape;
  override readonly destructive = true;

  constructor(
    signer: TokenSigner,
    private readonly cluster: ClusterClient,
  ) {
    super(signer);
  }

  protected async begin({ service, replicas }: ScaleArgs, ctx: ToolContext): Promise<CallToolResult> {
    if (replicas > 0) {
      await this.cluster.scale(service, replicas, callerOf(ctx));
      return text(`${service} scaled to ${replicas}.`);
    }
    return this.suspend(
      { confirm: confirmRequest(`Scale ${service} to zero? It stops serving traffic immediately.`) },
      { step: 'confirm', service, replicas },
      ctx,
    );
  }

  protected async resume(_args: ScaleArgs, state: ScaleState, ctx: ToolContext): Promise<CallToolResult> {
    if (!confirmed(ctx)) {
      return text(`${state.service} left as it is.`);
    }
    // act on what was confirmed, not on whatever the retry carries
    await this.cluster.scale(state.service, state.replicas, callerOf(ctx));
    return text(`${state.service} scaled to ${state.replicas}.`);
  }
}
