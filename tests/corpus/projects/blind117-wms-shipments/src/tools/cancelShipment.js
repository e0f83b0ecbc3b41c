// Defines cancel_shipment, which confirms before cancelling, refunding and restocking a shipment.
'use strict';
const wms = require('../wmsClient');

const NAME = 'cancel_shipment';

const definition = {
  name: NAME,
  description: 'Cancel a shipment that has not left the warehouse, optionally refunding and restocking.',
  inputSchema: {
    type: 'object',
    properties: {
      shipmentId: { type: 'string' },
      refundCents: { type: 'integer', minimum: 0 },
      restock: { type: 'boolean', default: true },
    },
    required: ['shipmentId'],
  },
  annotations: { destructiveHint: true },
};

async function handler(args, { userId, tokens, requestState, inputResponses }) {
  if (!requestState) {
    const s = await wms.getShipment(args.shipmentId);
    if (s.status !== 'picking' && s.status !== 'packed') {
      return { isError: true, content: [{ type: 'text', text: `Shipment is ${s.status}; it can no longer be cancelled.` }] };
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Cancel shipment ${s.id} (${s.lines.length} lines to ${s.shipTo.city})?`,
            requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } }, required: ['yes'] },
          },
        },
      },
      requestState: tokens.issue({ sub: userId, tool: NAME, sid: args.shipmentId }), // expect-todo: require-state-binding
    };
  }

  const claims = tokens.redeem(requestState, { sub: userId, tool: NAME });
  if (claims.sid !== args.shipmentId) {
    return { isError: true, content: [{ type: 'text', text: 'Confirmation was for a different shipment.' }] };
  }
  const confirm = inputResponses && inputResponses.confirm;
  if (!confirm || confirm.action !== 'accept' || !confirm.content.yes) {
    return { content: [{ type: 'text', text: 'Left the shipment as it was.' }] };
  }
  await wms.cancelShipment(args.shipmentId, { refundCents: args.refundCents ?? 0, restock: args.restock !== false, by: userId });
  return { content: [{ type: 'text', text: `Shipment ${args.shipmentId} cancelled.` }] };
}

module.exports = { definition, handler };
