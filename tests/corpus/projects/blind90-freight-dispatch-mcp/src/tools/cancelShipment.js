// cancel_shipment tool: asks the dispatcher to confirm, then cancels with the carrier and marks the shipment cancelled.
'use strict';

var roundTrip = require('../roundTrip');
var toolError = require('./registry').toolError;

var TOOL = 'cancel_shipment';
var CANCELLABLE = ['booked', 'awaiting_pickup'];

function confirmRequest(shipment, reason) {
  return roundTrip.elicit(
    'Cancel shipment ' + shipment.reference + ' to ' + shipment.destination_postcode + '? Reason given: ' + reason,
    { confirm: { type: 'boolean', title: 'Yes, cancel this shipment' } },
    ['confirm']
  );
}

module.exports = {
  name: TOOL,
  description: 'Cancel a booked shipment with its carrier. Asks for confirmation before anything is changed.',
  inputSchema: {
    type: 'object',
    properties: {
      shipmentId: { type: 'string' },
      reason: { type: 'string', maxLength: 200 }
    },
    required: ['shipmentId', 'reason']
  },
  annotations: { destructiveHint: true },
  handler: function (call) {
    var ctx = this;
    var args = call.args;
    var raw = roundTrip.readState(call.params);
    return ctx.db.ownedShipment(args.shipmentId, call.userId).then(function (shipment) {
      if (!shipment) return toolError('No such shipment in your depots.');
      if (CANCELLABLE.indexOf(shipment.status) === -1) {
        return toolError(shipment.reference + ' is ' + shipment.status + ' and cannot be cancelled.');
      }
      if (!raw) {
        var state = ctx.sealer.seal({ step: 'confirm' }, call.userId, TOOL); // expect-todo: require-state-binding
        return roundTrip.inputRequired({ confirm: confirmRequest(shipment, args.reason) }, state);
      }
      if (!ctx.sealer.open(raw, call.userId, TOOL)) return toolError('Invalid or expired requestState');
      var answer = roundTrip.accepted(call.params, 'confirm');
      if (!answer || answer.confirm !== true) {
        return { content: [{ type: 'text', text: 'Shipment ' + shipment.reference + ' was left as it was.' }] };
      }
      return ctx.carrier.cancelAsync(shipment.carrier_ref, args.reason)
        .then(function () {
          return ctx.db.markCancelled(shipment.id, call.userId, args.reason);
        })
        .then(function (changed) {
          if (!changed) return toolError('The carrier cancelled ' + shipment.reference + ' but the record had already moved on.');
          return { content: [{ type: 'text', text: 'Shipment ' + shipment.reference + ' cancelled.' }] };
        });
    });
  }
};
