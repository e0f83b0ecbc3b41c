// start_return: opens a return authorisation for chosen order lines; the line list is kept server-side between rounds.
// @ts-nocheck
import * as R from 'ramda';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { createReturn, orderInStore, returnableLines } from '../db.js';
import { dropDraft, loadDraft, saveDraft } from '../drafts.js';
import { claimFor, mintFor } from '../state.js';
import { callerOf } from '../auth.js';

const TOOL = 'start_return';

const text = (body: string) => ({ content: [{ type: 'text', text: body }] });
const lineLabel = (line) => `${line.title} (${line.sku}) x${line.quantity}`;

const askForLines = async (args, ctx, order, lines) => {
  const { userId } = callerOf(ctx);
  const draftId = await saveDraft(userId, { orderId: order.id, lineIds: R.pluck('id', lines) });
  const requestState = await mintFor(TOOL, args, { draftId }, ctx);
  return inputRequired({
    inputRequests: {
      lines: inputRequired.elicit({
        message: `Order ${order.number}: which items are being returned?`,
        requestedSchema: {
          type: 'object',
          properties: {
            lineIds: { type: 'array', items: { type: 'string', enum: R.pluck('id', lines) }, description: lines.map(lineLabel).join('; ') },
          },
          required: ['lineIds'],
        },
      }),
    },
    requestState,
  });
};

const complete = async (args, ctx, state) => {
  const { userId } = callerOf(ctx);
  const draft = await loadDraft(userId, state.draftId);
  if (!draft) return text('This return draft has expired; please start again.');
  const picked = acceptedContent(ctx.mcpReq.inputResponses, 'lines')?.lineIds ?? [];
  const valid = R.intersection(picked, draft.lineIds);
  if (valid.length === 0) return text('No items selected; no return created.');
  const rma = await createReturn(draft.orderId, valid, args.reason, userId);
  await dropDraft(userId, state.draftId);
  return text(`Return ${rma.number} created for ${valid.length} item(s). The customer will receive a label by email.`);
};

export const startReturn = {
  name: TOOL,
  scope: 'returns:write',
  config: {
    description: 'Start a return for items from a customer order. Asks which items are coming back.',
    inputSchema: { orderId: z.string().uuid(), reason: z.enum(['damaged', 'wrong_item', 'not_as_described', 'changed_mind']) },
  },
  run: async (args, ctx) => {
    const state = claimFor(TOOL, args, ctx);
    if (state) return complete(args, ctx, state);
    const order = await orderInStore(callerOf(ctx).storeId, args.orderId);
    if (!order) return text('Order not found in your store.');
    const lines = await returnableLines(order.id);
    if (lines.length === 0) return text(`Order ${order.number} has no items that can still be returned.`);
    return askForLines(args, ctx, order, lines);
  },
};
