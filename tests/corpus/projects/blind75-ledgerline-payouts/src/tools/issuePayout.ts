// issue_payout tool: queues a vendor payout once the requester approves it in a second round.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { StateRejected } from '../state/sealer.js';
import { centsToDisplay } from '../util/bytes.js';

const TOOL = 'issue_payout';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerIssuePayout(server, { db, sealer, limits }) {
  server.registerTool(
    TOOL,
    {
      description: 'Queue a payout to a vendor. The requester is asked to approve before anything is queued.',
      inputSchema: {
        vendorId: z.string().uuid(),
        amountCents: z.number().int().positive(),
        currency: z.enum(limits.currencies),
        memo: z.string().max(140).optional(),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const auth = ctx.http?.authInfo;
      const userId = auth?.extra?.userId;
      const orgId = auth?.extra?.orgId;
      if (!userId || !orgId) return fail('Sign in to issue payouts.');
      if (args.amountCents > limits.maxAmountCents) {
        return fail(`Payouts above ${centsToDisplay(limits.maxAmountCents, args.currency)} need a treasury ticket.`);
      }

      const vendor = await db.vendor(orgId, args.vendorId);
      if (!vendor) return fail('Unknown vendor.');

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const token = sealer.seal({ stage: 'approve', vendorName: vendor.display_name }, { userId, tool: TOOL }); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Pay ${centsToDisplay(args.amountCents, args.currency)} to ${vendor.display_name} via ${vendor.payout_method}?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Approve this payout' } },
                required: ['approve'],
              },
            }),
          },
          requestState: token,
        });
      }

      let state;
      try {
        state = sealer.open(raw, { userId, tool: TOOL });
      } catch (err) {
        if (err instanceof StateRejected) return fail('This approval has expired or was altered. Start again.');
        throw err;
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'approve');
      if (state.stage !== 'approve' || answer?.approve !== true) {
        return { content: [{ type: 'text', text: 'Payout not queued.' }] };
      }

      const row = await db.insertPayout({ ...args, orgId, requestedBy: userId });
      return {
        content: [
          {
            type: 'text',
            text: `Queued payout ${row.id} of ${centsToDisplay(args.amountCents, args.currency)} to ${state.vendorName}.`,
          },
        ],
        structuredContent: { payoutId: row.id, status: row.status },
      };
    },
  );
}
