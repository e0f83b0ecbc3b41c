// cancel_shipment tool: cancels an unshipped shipment after the user confirms the exact request.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { STATE_API_VERSION, argsDigest, stateProblem, toolError } from '../state.js';

const TOOL = 'cancel_shipment';

export function registerCancelShipment(server, { codec, wms, audit }) {
  server.registerTool(
    TOOL,
    {
      title: 'Cancel shipment',
      description: 'Cancel a shipment that has not left the warehouse. Releases its stock and voids the label.',
      inputSchema: {
        shipmentId: z.string().min(1),
        reason: z.enum(['customer_request', 'address_issue', 'fraud_hold', 'duplicate']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const auth = ctx.http?.authInfo;
      const userId = auth?.extra?.userId;
      if (!userId) return toolError('Authentication required.');

      const state = ctx.mcpReq.requestState();
      if (!state) {
        const shipment = await wms.getShipment(args.shipmentId);
        if (!auth.extra.warehouses.includes(shipment.warehouseId)) return toolError('Not your warehouse.');
        if (shipment.status !== 'pending' && shipment.status !== 'picking') {
          return toolError(`Shipment is already ${shipment.status}; it cannot be cancelled here.`);
        }
        const requestState = await codec.mint(
          { tool: TOOL, apiVersion: STATE_API_VERSION, argsDigest: argsDigest(TOOL, args), etag: shipment.etag },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel shipment ${shipment.id} (${shipment.lines.length} lines to ${shipment.destination.city}) for reason "${args.reason}"?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Cancel this shipment' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const problem = stateProblem(state, TOOL, args);
      if (problem) return toolError(problem);

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Shipment left as it is.' }] };

      const result = await wms.cancelShipment(args.shipmentId, state.etag, args.reason, userId);
      if (result.conflict) return toolError('The shipment changed since you confirmed; check it and try again.');

      await audit(`Bearer ${auth.token}`, { action: 'shipment.cancel', shipmentId: args.shipmentId, reason: args.reason, userId });
      return { content: [{ type: 'text', text: `Shipment ${args.shipmentId} cancelled.` }], structuredContent: result.shipment };
    },
  );
}
