// order_parts tool: quotes parts for a work order through the depot's supplier account and orders them on approval.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { text, fail, json } from '../fp.js';
import { userOf, depotOf } from '../state.js';

const TOOL = 'order_parts';
const lineKey = (items) => items.map(({ sku, qty = 1 }) => `${sku}x${qty}`).sort().join(',');
const approveSchema = { type: 'object', properties: { approve: { type: 'boolean', title: 'Place the order' } }, required: ['approve'] };

export const partsOrderTool = ({ db, suppliers, state: { mint, open } }) => {
  const [seal, unseal] = [mint(TOOL), open(TOOL)];

  const quote = async ({ workOrderId, items }, ctx) => {
    const order = await db.workOrder(workOrderId, depotOf(ctx));
    if (order?.status !== 'open') return fail(`Work order ${workOrderId} is not open in your depot.`);
    const { accountNo, apiKey } = (await db.supplierAccount(order.depot)) ?? {};
    if (!apiKey) return fail('Your depot has no supplier account configured.');
    const { id: quoteId, total, currency, leadDays } = await suppliers.quote({ apiKey, accountNo, items });
    return inputRequired({
      inputRequests: { approve: inputRequired.elicit({ message: `Order ${items.length} line(s) for ${total} ${currency}, delivered in ${leadDays} day(s)?`, requestedSchema: approveSchema }) },
      requestState: await seal({ workOrderId, lines: lineKey(items), quoteId, total, accountNo, apiKey }, ctx), // expect-todo: no-secrets-in-state
    });
  };

  const place = async ({ workOrderId, items }, st, ctx) => {
    const { approve = false } = acceptedContent(ctx.mcpReq.inputResponses, 'approve') ?? {};
    if (!approve) return text('Parts order not placed.');
    if (st.workOrderId !== workOrderId || st.lines !== lineKey(items)) return fail('The approval does not match this request.');
    const { reference } = await suppliers.order({ apiKey: st.apiKey, accountNo: st.accountNo, quoteId: st.quoteId, reference: `WO-${workOrderId}` });
    const { id } = await db.recordPartsOrder({ workOrderId, supplierRef: reference, total: st.total, userId: userOf(ctx) });
    return json({ partsOrderId: id, supplierRef: reference, total: st.total });
  };

  return [TOOL, {
    description: 'Quote and order spare parts for an open work order.',
    inputSchema: { workOrderId: z.string().min(1), items: z.array(z.object({ sku: z.string(), qty: z.number().int().positive().default(1) })).min(1).max(40) },
  }, async (args, ctx) => {
    const prior = await unseal(ctx);
    return prior === null ? fail('Invalid or expired requestState') : prior ? place(args, prior, ctx) : quote(args, ctx);
  }];
};
