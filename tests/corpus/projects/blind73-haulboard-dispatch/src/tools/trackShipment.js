// track_shipment tool: finds a shipment by customer reference and reports the truck's live position.
'use strict';

const db = require('../db');
const carriers = require('../carriers');
const { seal } = require('../stateToken');
const { dispatcherOf } = require('../auth');
const { elicit, inputRequired, incomingState, accepted, text, failure } = require('../roundTrip');

const NAME = 'track_shipment';

const definition = {
  name: NAME,
  description: 'Live position and ETA for a shipment, looked up by the customer reference number.',
  inputSchema: {
    type: 'object',
    properties: { reference: { type: 'string', minLength: 3, maxLength: 40 } },
    required: ['reference'],
  },
  annotations: { readOnlyHint: true },
};

async function describe(shipment) {
  if (!shipment.vehicleId) return text(`Shipment ${shipment.customerRef} (${shipment.status}) has no truck assigned yet.`);
  const pos = await carriers.vehiclePosition(shipment.vehicleId);
  return text(
    `Shipment ${shipment.customerRef} to ${shipment.dropoffCity}: truck at ${pos.lat.toFixed(4)}, ${pos.lng.toFixed(4)} ` +
      `moving ${Math.round(pos.speedKph)} km/h, ETA ${pos.etaMinutes} min (reported ${pos.reportedAt}).`,
    { shipmentId: shipment.id, position: pos },
  );
}

async function handle(request, extra) {
  const { userId, depotId } = dispatcherOf(extra);
  const { reference } = request.params.arguments;
  const raw = incomingState(request);

  if (raw) {
    const { candidates } = JSON.parse(Buffer.from(raw.split('.')[0], 'base64url').toString('utf8')); // expect: require-sealed-state
    const answer = accepted(request, 'which');
    if (!answer) return text('Lookup cancelled.');
    const shipmentId = candidates[Number(answer.index)];
    if (!shipmentId) return failure('Unknown choice.');
    const shipment = await db.shipmentById(shipmentId);
    if (!shipment) return failure('Shipment no longer exists.');
    return describe(shipment);
  }

  const matches = await db.shipmentsByReference(reference, depotId);
  if (matches.length === 0) return failure(`No shipment with reference ${reference} in your depot.`);
  if (matches.length === 1) return describe(matches[0]);

  return inputRequired(
    {
      which: elicit(`Several shipments use reference ${reference}. Which one?`, {
        index: {
          type: 'string',
          oneOf: matches.map((m, i) => ({ const: String(i), title: `#${m.id} → ${m.dropoffCity} (${m.status})` })),
        },
      }),
    },
    seal({ sub: userId, tool: NAME, reference, candidates: matches.map((m) => m.id) }),
    `${matches.length} shipments match ${reference}.`,
  );
}

module.exports = { definition, handle };
