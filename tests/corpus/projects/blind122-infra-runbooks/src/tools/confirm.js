// Builds tool handlers that ask the operator to approve before running an action.
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { PendingStore } from '../lib/index.js';

const store = new PendingStore();

const reply = (text, isError = false) => ({ content: [{ type: 'text', text }], ...(isError ? { isError } : {}) });

export function operatorOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('runbook tools require an authenticated operator');
  return userId;
}

/**
 * Builds a handler that asks the operator to confirm before `run` executes.
 * `describe(args)` returns the question; `run(args, userId)` does the work.
 */
export function confirmThen(tool, { describe, run }) {
  return async (args, ctx) => {
    const userId = operatorOf(ctx);
    const handle = ctx.mcpReq.requestState();

    if (!handle) {
      const message = await describe(args);
      return inputRequired({
        inputRequests: {
          approve: inputRequired.elicit({
            message,
            requestedSchema: {
              type: 'object',
              properties: { approve: { type: 'boolean', title: 'Approve' } },
              required: ['approve'],
            },
          }),
        },
        requestState: store.open({ userId, tool, args }),
      });
    }

    const pending = store.claim(handle, { userId, tool, args });
    if (!pending) return reply('Invalid or expired requestState', true);

    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'approve');
    if (answer?.approve !== true) return reply('Not approved; nothing changed.');
    return reply(await run(args, userId));
  };
}
