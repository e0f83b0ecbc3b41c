import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { merchantOf } from '../auth.js';
import { carrierAccountsOf, setShipmentStatus, shipmentOf } from '../db.js';
import { cancelLabel } from '../shipbird.js';

const text = (t, isError = false) => ({ ...(isError && { isError }), content: [{ type: 'text', text: t }] });

export function registerCancel(server, { codec }) {
  server.registerTool(
    'cancel_shipment',
    {
      description: 'Void the label of a shipment that has not been collected yet.',
      inputSchema: z.object({ shipmentId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ shipmentId }, ctx) => {
      const merchantId = merchantOf(ctx);
      const shipment = shipmentOf(merchantId, shipmentId);
      if (!shipment) return text(`Unknown shipment ${shipmentId}.`, true);
      if (shipment.status !== 'label_created') return text(`Shipment ${shipment.tracking} is ${shipment.status}; it can no longer be cancelled.`, true);

      const state = ctx.mcpReq.requestState();
      if (!state) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Void label ${shipment.tracking}? The carrier refunds the postage within a few days.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await codec.mint({ step: 'confirm', shipmentId }, ctx),
        });
      }

      if (state.shipmentId !== shipmentId) return text('That confirmation was for another shipment. Ask again.', true);
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Label kept.');

      const account = carrierAccountsOf(merchantId).find((a) => a.id === shipment.accountId);
      if (!account) return text('The carrier account of this shipment was disconnected.', true);
      await cancelLabel(account, shipment.tracking);
      setShipmentStatus(shipment.tracking, 'cancelled');
      return text(`Label ${shipment.tracking} voided.`);
    },
  );
}
