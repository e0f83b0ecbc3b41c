// cancel_lab_order: cancels a placed order at the laboratory once the clinician confirms.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { orderOfClinician, orders } from '../db.js';
import { lis } from '../services.js';
import { mintStep, priorStep, clinicianOf, StaleState } from '../codec.js';

const TOOL = 'cancel_lab_order';

const stop = (text) => ({ content: [{ type: 'text', text }], isError: true });

export function registerCancelOrder(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a lab order that has not been collected yet.',
      inputSchema: { orderId: z.string().uuid(), reason: z.string().min(3).max(200) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const clinicianId = clinicianOf(ctx);
      let state;
      try {
        state = await priorStep(ctx, TOOL, args);
      } catch (err) {
        if (err instanceof StaleState) return stop(`Cancellation not accepted: ${err.message}.`);
        throw err;
      }

      const order = await orderOfClinician(args.orderId, clinicianId);
      if (!order || order.status !== 'placed') return stop('No cancellable order with that id.');

      if (!state) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel order ${order.accession} (${order.panels.join(', ')})? Reason: ${args.reason}`,
              requestedSchema: { type: 'object', properties: { cancel: { type: 'boolean' } }, required: ['cancel'] },
            }),
          },
          requestState: await mintStep(ctx, TOOL, args, {
            step: 'confirm',
            accession: order.accession,
            checks: { completed: ['lookup'] },
          }),
        });
      }

      if (state.step !== 'confirm' || state.accession !== order.accession) return stop('This confirmation is for another order.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.cancel) return { content: [{ type: 'text', text: 'Order kept.' }] };
      await lis.cancelOrder(order.accession, args.reason);
      await orders.updateOne(
        { _id: order._id, status: 'placed' },
        { $set: { status: 'cancelled', cancelledBy: clinicianId, cancelReason: args.reason, cancelledAt: new Date() } },
      );
      return { content: [{ type: 'text', text: `Order ${order.accession} cancelled.` }] };
    },
  );
}
