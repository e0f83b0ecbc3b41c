// Models the destructive approve_expense tool, which asks the approver to confirm before paying out.
// @ts-nocheck
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { stateCodec, digestArgs } from '../codec.js';

const TOOL = 'approve_expense';

export function registerApproveExpense(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Approve and pay out an expense claim',
      inputSchema: { expenseId: z.string(), amountCents: z.number().int() },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const state = await ctx.mcpReq.requestState();
      const confirmation = acceptedContent(ctx.mcpReq.inputResponses, 'confirm_payout');

      if (state && confirmation) {
        if (state.tool !== TOOL || state.argsDigest !== digestArgs(args) || state.expenseId !== args.expenseId) {
          return { isError: true, content: [{ type: 'text', text: 'Confirmation does not match this request.' }] };
        }
        return {
          content: [{ type: 'text', text: `Expense ${state.expenseId} paid (${args.amountCents} cents).` }],
        };
      }

      const requestState = await stateCodec.mint(
        { tool: TOOL, expenseId: args.expenseId, argsDigest: digestArgs(args) },
        ctx,
      );
      return inputRequired({
        inputRequests: {
          confirm_payout: inputRequired.elicit({
            message: `Pay ${args.amountCents / 100} for expense ${args.expenseId}?`,
            requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
          }),
        },
        requestState,
      });
    },
  );
}
