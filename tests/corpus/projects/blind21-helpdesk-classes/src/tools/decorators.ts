import type { StatefulTool, ToolContext, ToolOutcome } from './base.js';

type Execute<A> = (args: A, ctx: ToolContext) => Promise<ToolOutcome>;

interface ConfirmState {
  step: 'confirm';
}

/**
 * Wrap a destructive tool's execute() so it only runs after the agent said yes.
 *
 *   @confirmDestructive((a) => `Close #${a.ticketId}?`)
 *   async execute(args, ctx) { ... }
 */
export function confirmDestructive<A>(prompt: (args: A) => string) {
  return function (_target: object, _key: string, descriptor: TypedPropertyDescriptor<Execute<A>>) {
    const original = descriptor.value!;
    descriptor.value = async function (this: StatefulTool<A, ConfirmState>, args: A, ctx: ToolContext) {
      const state = this.readState(ctx);
      const answer = ctx.inputResponses?.confirm;
      if (state?.step === 'confirm' && answer?.action === 'accept' && answer.content?.confirm === true) {
        return original.call(this, args, ctx);
      }
      if (answer && answer.action !== 'accept') {
        return { content: [{ type: 'text', text: 'Cancelled, nothing was changed.' }] };
      }
      return this.requestInput('confirm', prompt(args), { confirm: { type: 'boolean', title: 'Go ahead?' } }, { step: 'confirm' }, ctx); // expect-todo: require-state-binding
    };
    return descriptor;
  };
}

/** Log how long a tool took; stacks with confirmDestructive. */
export function timed(label?: string) {
  return function (_target: object, key: string, descriptor: TypedPropertyDescriptor<Execute<any>>) {
    const original = descriptor.value!;
    descriptor.value = async function (this: unknown, args: unknown, ctx: ToolContext) {
      const started = performance.now();
      try {
        return await original.call(this, args, ctx);
      } finally {
        console.error(`[helpdesk] ${label ?? key} took ${(performance.now() - started).toFixed(1)}ms`);
      }
    };
    return descriptor;
  };
}
