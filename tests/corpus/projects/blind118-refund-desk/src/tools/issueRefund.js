// Registers issue_refund, which holds the refund pending until a human confirms it.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import pending from '../pendingRefunds.js';
import { payments } from '../payments.js';
import { agentOf } from '../user.js';

const TOOL = 'issue_refund';
const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerIssueRefund(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Refund part or all of an order to the original payment method. A human must confirm.',
      inputSchema: {
        orderId: z.string().regex(/^ord_[A-Za-z0-9]{10,}$/),
        amountCents: z.number().int().positive(),
        reason: z.enum(['damaged', 'late', 'not_received', 'goodwill']),
      },
      annotations: { destructiveHint: true },
    },
    async ({ orderId, amountCents, reason }, ctx) => {
      const agent = agentOf(ctx);
      const handle = ctx.mcpReq.requestState();

      if (!handle) {
        const order = await payments.order(orderId);
        if (amountCents > order.refundableCents) {
          return fail(`At most ${order.refundableCents} cents can still be refunded on ${orderId}.`);
        }
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Refund ${(amountCents / 100).toFixed(2)} ${order.currency} on ${orderId} (${reason})?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Approve refund' } },
                required: ['approve'],
              },
            }),
          },
          requestState: pending.create({ agent, tool: TOOL, orderId, amountCents, reason }),
        });
      }

      const record = pending.take(handle);
      if (!record) return fail('This approval has expired or was already used. Start again.');
      if (
        record.agent !== agent ||
        record.tool !== TOOL ||
        record.orderId !== orderId ||
        record.amountCents !== amountCents ||
        record.reason !== reason
      ) {
        return fail('The approval does not match this refund.');
      }

      const approved = acceptedContent(ctx.mcpReq.inputResponses, 'approve');
      if (approved?.approve !== true) return { content: [{ type: 'text', text: 'Refund not issued.' }] };

      const refund = await payments.refund(orderId, amountCents, reason, handle);
      return { content: [{ type: 'text', text: `Refund ${refund.id} issued by ${agent}.` }] };
    },
  );
}
