// track_shipment tool: reads a shipment from the depot database and its latest carrier tracking events.
'use strict';

var toolError = require('./registry').toolError;

var tool = {};

tool.name = 'track_shipment';
tool.description = 'Show the status and the ten latest tracking events of a shipment from one of your depots.';
tool.inputSchema = {
  type: 'object',
  properties: { shipmentId: { type: 'string', description: 'Internal shipment id' } },
  required: ['shipmentId']
};
tool.annotations = { readOnlyHint: true };

tool.handler = function (call) {
  var ctx = this;
  return ctx.db.ownedShipment(call.args.shipmentId, call.userId).then(function (shipment) {
    if (!shipment) return toolError('No such shipment in your depots.');
    if (!shipment.carrier_ref) {
      return { content: [{ type: 'text', text: shipment.reference + ' is ' + shipment.status + ' (not handed to a carrier yet).' }] };
    }
    return ctx.carrier.trackAsync(shipment.carrier_ref).then(function (events) {
      var lines = [shipment.reference + ' - ' + shipment.status + ' - ' + shipment.carrier_code];
      events.slice(0, 10).forEach(function (ev) {
        lines.push(ev.at + '  ' + ev.location + '  ' + ev.description);
      });
      return { content: [{ type: 'text', text: lines.join('\n') }] };
    });
  });
};

module.exports = tool;
