// Read-only return status: where a return is in the flow and what happens next.
// @ts-nocheck
import { z } from 'zod';
import { defineTool, fail, ok } from '../../../../libs/mcp-runtime/src/index.js';

const NEXT_STEP: Record<string, string> = {
  requested: 'Waiting for the merchant to approve the return.',
  approved: 'Waiting for a pickup to be booked.',
  in_transit: 'Parcel is on its way back to the warehouse.',
  inspected: 'Inspection done; a refund can be approved.',
  refunded: 'Refund issued; nothing left to do.',
  rejected: 'Return was rejected.',
};

export const returnStatus = defineTool({
  name: 'return_status',
  title: 'Return status',
  description: 'Show the current state of a return (RMA) and its next step.',
  annotations: { readOnlyHint: true },
  input: { rmaId: z.string().regex(/^RMA-\d{8}$/) },
  async run(args, call, { oms }) {
    const rma = await oms.getReturn(call.merchantId, args.rmaId);
    if (!rma) return fail(`No return ${args.rmaId} for this merchant.`);
    return ok({
      rmaId: rma.id,
      status: rma.status,
      nextStep: NEXT_STEP[rma.status] ?? 'Unknown state.',
      items: rma.items.map((i) => ({ sku: i.sku, quantity: i.quantity })),
      grade: rma.inspection?.grade ?? null,
      pickup: rma.pickup ?? null,
    });
  },
});
