// approve_refund: refunds a received return through the payments service once the agent confirms the exact amount.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { markRefunded, returnInStore } from '../db.js';
import { refund } from '../payments.js';
import { claimFor, mintFor } from '../state.js';
import { callerOf } from '../auth.js';
import { config } from '../config.js';

const TOOL = 'approve_refund';

const text = (body: string) => ({ content: [{ type: 'text', text: body }] });
const fail = (body: string) => ({ ...text(body), isError: true });
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

const confirm = (args, ctx, rma) =>
  mintFor(TOOL, args, { returnId: rma.id }, ctx).then((requestState) =>
    inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Refund ${money(args.amountCents, rma.currency)} for return ${rma.number}?`,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
        }),
      },
      requestState,
    }),
  );

const execute = async (args, ctx, rma) => {
  if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) return text('Refund not issued.');
  const refundRef = await refund({ paymentRef: rma.payment_ref, amountCents: args.amountCents, currency: rma.currency, returnId: rma.id });
  const row = await markRefunded(rma.id, args.amountCents, refundRef, callerOf(ctx).userId);
  return text(row ? `Refunded ${money(args.amountCents, rma.currency)} for return ${row.number} (ref ${refundRef}).` : 'Return was already refunded.');
};

export const approveRefund = {
  name: TOOL,
  scope: 'refunds:approve',
  config: {
    description: 'Refund a return that the warehouse has received. Asks the agent to confirm the amount.',
    inputSchema: { returnId: z.string().uuid(), amountCents: z.number().int().positive() },
    annotations: { destructiveHint: true },
  },
  run: async (args, ctx) => {
    const rma = await returnInStore(callerOf(ctx).storeId, args.returnId);
    if (!rma) return fail('Return not found in your store.');
    if (rma.status !== 'received') return fail(`Return ${rma.number} is ${rma.status}; only received returns can be refunded.`);
    if (args.amountCents > Math.min(rma.value_cents, config.refundLimitCents)) return fail('Amount exceeds what this return allows.');
    const state = claimFor(TOOL, args, ctx);
    if (state && state.returnId !== rma.id) return fail('This confirmation belongs to another return.');
    return state ? execute(args, ctx, rma) : confirm(args, ctx, rma);
  },
};
