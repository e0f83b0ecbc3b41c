// Guided and confirmed tool layers: checkpoints minted by the shared codec, tool and argument bindings compared on resume.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { ReturnsTool, ReturnsToolError, type Caller } from './base.js';

export function digestArguments(tool: string, args: Record<string, unknown>): string {
  const canonical = JSON.stringify([tool, Object.keys(args).sort().map((k) => [k, args[k]])]);
  return createHash('sha256').update(canonical).digest('base64url');
}

export abstract class GuidedTool extends ReturnsTool {
  protected get codec() {
    return this.services.stateCodec;
  }

  protected async checkpoint(payload: Record<string, unknown>, ctx): Promise<string> {
    return this.codec.mint({ ...payload, tool: this.name, apiVersion: this.services.config.apiVersion }, ctx);
  }

  protected async resume(ctx) {
    const state = await ctx.mcpReq.requestState();
    if (state === undefined || state === null) return undefined;
    if (state.tool !== this.name) throw new ReturnsToolError('This continuation belongs to another tool. Please start again.');
    return state;
  }

  protected reply(ctx, key: string) {
    return acceptedContent(ctx.mcpReq.inputResponses, key);
  }
}

const CONFIRM_SCHEMA = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm' } },
  required: ['confirm'],
};

export abstract class ConfirmedTool extends GuidedTool {
  get annotations() {
    return { ...super.annotations, destructiveHint: true };
  }

  protected abstract summarize(args, who: Caller): Promise<string>;

  protected abstract confirmed(args, who: Caller, argsDigest: string): Promise<unknown>;

  protected async execute(args, ctx, who: Caller) {
    const digest = digestArguments(this.name, args);
    const state = await this.resume(ctx);
    const answer = this.reply(ctx, 'confirm');
    if (state && answer) {
      if (state.stage !== 'confirm' || state.argsDigest !== digest) {
        throw new ReturnsToolError('The request changed after you were asked to confirm. Nothing was done.');
      }
      if (answer.confirm !== true) return 'Cancelled. Nothing was changed.';
      return this.confirmed(args, who, digest);
    }
    const message = await this.summarize(args, who);
    return inputRequired({
      inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: CONFIRM_SCHEMA }) },
      requestState: await this.checkpoint({ stage: 'confirm', argsDigest: digest }, ctx),
    });
  }
}
