// void_payout tool: cancels a queued or held payout after asking the requester for a reason.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { StateRejected } from '../state/sealer.js';
import { centsToDisplay } from '../util/bytes.js';

const TOOL = 'void_payout';

const REASONS = ['duplicate', 'wrong_amount', 'vendor_request', 'fraud_suspected', 'other'];

export function registerVoidPayout(server, { db, sealer }) {
  server.registerTool(
    TOOL,
    {
      description: 'Void a payout that has not been sent yet.',
      inputSchema: { payoutId: z.string().uuid() },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ payoutId: requestedId }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      const orgId = ctx.http?.authInfo?.extra?.orgId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const payout = await db.payout(orgId, requestedId);
        if (!payout) return { isError: true, content: [{ type: 'text', text: 'No such payout.' }] };
        if (!['queued', 'held'].includes(payout.status)) {
          return { isError: true, content: [{ type: 'text', text: `Payout is already ${payout.status}.` }] };
        }
        return inputRequired({
          inputRequests: {
            reason: inputRequired.elicit({
              message: `Void ${centsToDisplay(payout.amount_cents, payout.currency)} to ${payout.vendor_name}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  reason: { type: 'string', enum: REASONS, title: 'Reason' },
                  note: { type: 'string', maxLength: 200, title: 'Note (optional)' },
                },
                required: ['reason'],
              },
            }),
          },
          requestState: sealer.seal({ payoutId: payout.id }, { userId, tool: TOOL, ttlMs: 3 * 60_000 }),
        });
      }

      let payoutId;
      try {
        ({ payoutId } = sealer.open(raw, { tool: TOOL })); // expect: require-state-binding
      } catch (err) {
        if (err instanceof StateRejected) return { isError: true, content: [{ type: 'text', text: 'Request expired.' }] };
        throw err;
      }
      if (payoutId !== requestedId) {
        return { isError: true, content: [{ type: 'text', text: 'Payout changed between rounds.' }] };
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'reason');
      if (!answer?.reason) return { content: [{ type: 'text', text: 'Void cancelled.' }] };

      const reason = answer.note ? `${answer.reason}: ${answer.note}` : answer.reason;
      const row = await db.markVoided(orgId, payoutId, userId, reason);
      if (!row) return { isError: true, content: [{ type: 'text', text: 'Payout could not be voided (already sent?).' }] };
      return { content: [{ type: 'text', text: `Payout ${row.id} voided.` }], structuredContent: row };
    },
  );
}
