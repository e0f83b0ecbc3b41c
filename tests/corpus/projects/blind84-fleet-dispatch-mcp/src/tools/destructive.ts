// Third tool layer: destructive dispatch tools that ask for an explicit yes before committing a change.
// @ts-nocheck
import { inputRequired } from '@modelcontextprotocol/server';
import { InteractiveTool } from './interactive.js';

const CONFIRM_SCHEMA = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Go ahead?' } },
  required: ['confirm'],
};

export abstract class DestructiveTool extends InteractiveTool {
  get annotations() {
    return { ...super.annotations, destructiveHint: true };
  }

  protected abstract describeImpact(args, ctx): Promise<string>;

  protected abstract commit(args, ctx): Promise<unknown>;

  protected async execute(args, ctx) {
    const prior = await this.restoreProgress(ctx);
    const decision = this.answer(ctx, 'confirm');
    if (prior?.stage === 'confirm' && decision) {
      if (decision.confirm !== true) return 'Cancelled; nothing was changed.';
      return this.commit(args, ctx);
    }
    const impact = await this.describeImpact(args, ctx);
    return inputRequired({
      inputRequests: { confirm: inputRequired.elicit({ message: impact, requestedSchema: CONFIRM_SCHEMA }) },
      requestState: await this.sealProgress({ stage: 'confirm', askedAt: new Date().toISOString() }, ctx), // expect-todo: require-state-binding
    });
  }
}
