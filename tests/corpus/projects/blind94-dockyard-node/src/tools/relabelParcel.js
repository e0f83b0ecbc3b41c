// relabel_parcel tool: reroutes a parcel to a new address, keeping the quote on the server between rounds.
const { z } = require('zod');
const { readRound, STATE_META } = require('../crypto/stateSigner');
const { putPending, takePending } = require('../store/pending');

const TOOL = 'relabel_parcel';

const failure = (text) => ({ content: [{ type: 'text', text }], isError: true });

const addressSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Recipient name' },
    street: { type: 'string', title: 'Street and number' },
    city: { type: 'string' },
    postalCode: { type: 'string' },
    country: { type: 'string', minLength: 2, maxLength: 2, title: 'Country (ISO code)' },
  },
  required: ['name', 'street', 'city', 'postalCode', 'country'],
};

function registerRelabelParcel(server, deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Reroute parcel',
      description: 'Send an in-transit parcel to a different address. Asks for the address, then shows the fee.',
      inputSchema: { shipmentId: z.string().regex(/^shp_[A-Za-z0-9]{2,40}$/) },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const user = extra.authInfo?.extra;
      if (!user?.userId || !user?.accountId) return failure('Sign in to reroute parcels.');
      const shipment = await deps.db.getShipment(user.accountId, args.shipmentId);
      if (!shipment || shipment.status !== 'in_transit') return failure('Only in-transit shipments on your account can be rerouted.');

      const round = readRound(extra);
      const owner = { userId: user.userId, accountId: user.accountId, tool: TOOL };

      if (round.state) {
        const pending = await takePending(deps.db, round.state, owner);
        if (!pending || pending.shipmentId !== shipment.id) return failure('This reroute request expired. Start again.');
        const reply = round.responses.pay;
        if (reply?.action !== 'accept' || reply.content?.approve !== true) {
          return { content: [{ type: 'text', text: 'Reroute cancelled; no fee charged.' }] };
        }
        const label = await deps.carrier.purchaseRelabel(pending.quoteId);
        await deps.db.replaceLabel(user.accountId, shipment.id, {
          trackingNumber: label.tracking_number,
          labelUrl: label.label_url,
          address: pending.address,
        }, user.userId);
        return { content: [{ type: 'text', text: `Rerouted. New tracking number ${label.tracking_number}.` }] };
      }

      const given = round.responses.address;
      if (given?.action !== 'accept') {
        return {
          resultType: 'input_required',
          content: [{ type: 'text', text: 'Waiting for the new delivery address.' }],
          inputRequests: {
            address: { method: 'elicitation/create', params: { mode: 'form', message: `New address for ${shipment.reference}:`, requestedSchema: addressSchema } },
          },
        };
      }

      const validated = await deps.carrier.validateAddress(given.content);
      if (!validated.deliverable) return failure(`The carrier cannot deliver to that address: ${validated.reason}`);
      const quote = await deps.carrier.quoteRelabel(shipment.tracking_number, validated.address);

      const handle = await putPending(deps.db, {
        ...owner,
        payload: { shipmentId: shipment.id, quoteId: quote.id, address: validated.address, feeCents: quote.fee_cents },
        ttlSeconds: deps.cfg.stateTtlSeconds,
      });
      return {
        resultType: 'input_required',
        content: [{ type: 'text', text: 'Waiting for the user to approve the reroute fee.' }],
        inputRequests: {
          pay: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Rerouting to ${validated.address.city} costs ${(quote.fee_cents / 100).toFixed(2)} ${quote.currency}. Approve?`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            },
          },
        },
        _meta: { [STATE_META]: handle },
      };
    },
  );
}

module.exports = { registerRelabelParcel };
