// cancel_shipment tool: voids a label and cancels the shipment once the user confirms.
const { z } = require('zod');
const { digestArgs, open, readRound, seal, STATE_META } = require('../crypto/stateSigner');

const TOOL = 'cancel_shipment';

const failure = (text) => ({ content: [{ type: 'text', text }], isError: true });

function registerCancelShipment(server, deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Cancel shipment',
      description: 'Void the carrier label and cancel a shipment that has not been picked up yet.',
      inputSchema: {
        shipmentId: z.string().regex(/^shp_[A-Za-z0-9]{2,40}$/),
        note: z.string().max(300).optional(),
      },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, extra) => {
      const user = extra.authInfo?.extra;
      if (!user?.userId || !user?.accountId) return failure('Sign in to cancel shipments.');

      const shipment = await deps.db.getShipment(user.accountId, args.shipmentId);
      if (!shipment) return failure(`No shipment ${args.shipmentId} on your account.`);
      if (!['label_created', 'awaiting_pickup'].includes(shipment.status)) {
        return failure(`Shipment ${shipment.id} is ${shipment.status} and can no longer be cancelled.`);
      }

      const binding = {
        sub: user.userId,
        tool: TOOL,
        argsDigest: await digestArgs({ shipmentId: args.shipmentId, note: args.note }),
        apiVersion: deps.cfg.apiVersion,
      };
      const round = readRound(extra);

      if (!round.state) {
        const token = await seal(
          deps.stateKey,
          { sub: binding.sub, tool: TOOL, argsDigest: binding.argsDigest, data: { stage: 'confirm' } },
          { ttlSeconds: deps.cfg.stateTtlSeconds, apiVersion: deps.cfg.apiVersion },
        );
        return {
          resultType: 'input_required',
          content: [{ type: 'text', text: 'Waiting for the user to confirm the cancellation.' }],
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Cancel ${shipment.reference} (${shipment.carrier} ${shipment.tracking_number}) to ${shipment.ship_to_city}? The label will be voided.`,
                requestedSchema: {
                  type: 'object',
                  properties: { cancel: { type: 'boolean', title: 'Cancel this shipment' } },
                  required: ['cancel'],
                },
              },
            },
          },
          _meta: { [STATE_META]: token },
        };
      }

      const data = await open(deps.stateKey, round.state, binding);
      if (!data || data.stage !== 'confirm') return failure('That confirmation is invalid or expired. Please start again.');

      const reply = round.responses.confirm;
      if (reply?.action !== 'accept' || reply.content?.cancel !== true) {
        return { content: [{ type: 'text', text: 'The shipment was not cancelled.' }] };
      }

      await deps.carrier.cancelLabel(shipment.tracking_number);
      const changed = await deps.db.markCancelled(user.accountId, shipment.id, user.userId);
      return {
        content: [{ type: 'text', text: changed ? `Cancelled ${shipment.reference}.` : `${shipment.reference} changed state meanwhile; nothing cancelled.` }],
        isError: !changed,
      };
    },
  );
}

module.exports = { registerCancelShipment };
