// book_pickup tool: quotes pickup windows from the carrier, lets the dispatcher pick one, then books and bills it.
'use strict';

var roundTrip = require('../roundTrip');
var toolError = require('./registry').toolError;

var TOOL = 'book_pickup';

function formatWindow(w) {
  return w.from + ' to ' + w.to + ' (' + (w.priceCents / 100).toFixed(2) + ' EUR)';
}

function firstRound(ctx, call, shipment) {
  return ctx.carrier.pickupWindowsAsync(shipment).then(function (quote) {
    if (!quote.windows.length) return toolError('The carrier offers no pickup windows for ' + shipment.reference + '.');
    var ids = quote.windows.map(function (w) { return w.id; });
    var state = ctx.sealer.seal({
      shipmentId: String(shipment.id),
      quoteId: quote.quoteId,
      windowIds: ids,
      billingToken: call.authInfo.token // expect-todo: no-secrets-in-state
    }, call.userId, TOOL);
    return roundTrip.inputRequired({
      window: roundTrip.elicit('Pick a pickup window for ' + shipment.reference, {
        windowId: { type: 'string', title: 'Pickup window', enum: ids, enumNames: quote.windows.map(formatWindow) }
      }, ['windowId'])
    }, state);
  });
}

function secondRound(ctx, call, shipment, state) {
  var picked = roundTrip.accepted(call.params, 'window');
  if (!picked) return { content: [{ type: 'text', text: 'No pickup was booked.' }] };
  if (state.windowIds.indexOf(picked.windowId) === -1) return toolError('That window was not offered.');
  return ctx.carrier.bookPickupAsync(state.quoteId, picked.windowId, shipment.carrier_ref).then(function (booking) {
    return ctx.db.recordPickup(shipment.id, picked.windowId, booking.reference, call.userId)
      .then(function () {
        return ctx.billing.chargeAsync(state.billingToken, shipment.id, booking.priceCents);
      })
      .then(function () {
        return { content: [{ type: 'text', text: 'Pickup booked for ' + shipment.reference + ': ' + booking.reference }] };
      });
  });
}

module.exports = {
  name: TOOL,
  description: 'Book a carrier pickup for a shipment. Offers the available windows and asks which one to take.',
  inputSchema: {
    type: 'object',
    properties: { shipmentId: { type: 'string' } },
    required: ['shipmentId']
  },
  annotations: { destructiveHint: false, idempotentHint: false },
  handler: function (call) {
    var ctx = this;
    var raw = roundTrip.readState(call.params);
    return ctx.db.ownedShipment(call.args.shipmentId, call.userId).then(function (shipment) {
      if (!shipment) return toolError('No such shipment in your depots.');
      if (shipment.status !== 'booked') return toolError(shipment.reference + ' is ' + shipment.status + '; pickups can only be booked once.');
      if (!raw) return firstRound(ctx, call, shipment);
      var state = ctx.sealer.open(raw, call.userId, TOOL);
      if (!state || state.shipmentId !== String(shipment.id)) return toolError('Invalid or expired requestState');
      return secondRound(ctx, call, shipment, state);
    });
  }
};
