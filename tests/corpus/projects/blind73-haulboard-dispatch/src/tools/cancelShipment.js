// cancel_shipment tool: cancels a booked shipment with the carrier after the dispatcher confirms.
'use strict';

const db = require('../db');
const carriers = require('../carriers');
const { seal, unseal } = require('../stateToken');
const { dispatcherOf } = require('../auth');
const { elicit, inputRequired, incomingState, accepted, text, failure } = require('../roundTrip');

const NAME = 'cancel_shipment';
const REASONS = ['customer_request', 'capacity', 'weather', 'duplicate'];

const definition = {
  name: NAME,
  description: 'Cancel a booked or assigned shipment. The carrier booking is released as well.',
  inputSchema: {
    type: 'object',
    properties: {
      shipmentId: { type: 'integer', minimum: 1 },
      reasonCode: { type: 'string', enum: REASONS },
    },
    required: ['shipmentId', 'reasonCode'],
  },
  annotations: { destructiveHint: true },
};

async function handle(request, extra) {
  const { userId, depotId } = dispatcherOf(extra);
  const { shipmentId, reasonCode } = request.params.arguments;
  const shipment = await db.shipmentById(shipmentId);
  if (!shipment || shipment.depotId !== depotId) return failure(`Shipment ${shipmentId} is not in your depot.`);

  const raw = incomingState(request);
  if (!raw) {
    return inputRequired(
      {
        confirm: elicit(
          `Cancel shipment ${shipment.customerRef} to ${shipment.dropoffCity} (${shipment.status}) for reason "${reasonCode}"?`,
          { confirm: { type: 'boolean', title: 'Cancel this shipment' } },
        ),
      },
      seal({ sub: userId, tool: NAME, shipmentId, reasonCode }),
      'Please confirm the cancellation.',
    );
  }

  let state;
  try {
    state = unseal(raw);
  } catch (err) {
    return failure(`Confirmation rejected: ${err.message}.`);
  }
  if (state.sub !== userId || state.tool !== NAME || state.shipmentId !== shipmentId || state.reasonCode !== reasonCode) {
    return failure('This confirmation does not match the shipment being cancelled.');
  }

  const answer = accepted(request, 'confirm');
  if (!answer || answer.confirm !== true) return text('Shipment left as it was.');

  if (shipment.carrierBookingId) await carriers.cancelCarrierBooking(shipment.carrierBookingId, reasonCode);
  const ok = await db.markShipmentCancelled(shipmentId, reasonCode, userId);
  return ok ? text(`Shipment ${shipment.customerRef} cancelled.`) : failure('Shipment could not be cancelled in its current status.');
}

module.exports = { definition, handle };
