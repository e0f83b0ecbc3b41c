// Second tool layer: tools that pause for dispatcher input and resume from codec-minted progress.
// @ts-nocheck
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { DispatchTool, ToolFailure } from './base.js';
import { progressCodec } from '../state/codec.js';

export abstract class InteractiveTool extends DispatchTool {
  protected get codec() {
    return progressCodec();
  }

  protected async sealProgress(progress: Record<string, unknown>, ctx): Promise<string> {
    return this.codec.mint({ ...progress, uid: this.userOf(ctx), tool: this.name });
  }

  protected async restoreProgress(ctx): Promise<Record<string, any> | undefined> {
    const raw = ctx.mcpReq.requestState();
    if (!raw) return undefined;
    let progress;
    try {
      progress = await this.codec.verify(raw, ctx);
    } catch {
      throw new ToolFailure('The saved progress for this call is invalid or has expired. Please start again.');
    }
    if (progress.uid !== this.userOf(ctx) || progress.tool !== this.name) {
      throw new ToolFailure('The saved progress belongs to a different call. Please start again.');
    }
    return progress;
  }

  protected answer(ctx, key: string) {
    return acceptedContent(ctx.mcpReq.inputResponses, key);
  }

  protected async ask(ctx, key: string, message: string, requestedSchema, progress: Record<string, unknown>) {
    return inputRequired({
      inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema }) },
      requestState: await this.sealProgress(progress, ctx),
    });
  }
}
