// src/tools/cancelShipment.js — cancel_shipment: cancels a not-yet-dispatched shipment after the lead confirms
'use strict';

var z = require('zod').z;
var db = require('../db');
var rt = require('../lib/roundTrip');
var pending = require('../pending')();

var TOOL = 'cancel_shipment';

module.exports = function registerCancelShipment(server) {
  server.tool(
    TOOL,
    'Cancel a shipment that has not left the dock. Optionally restock its items. Asks for confirmation.',
    { shipmentId: z.number().int().positive(), restock: z.boolean().default(true) },
    { destructiveHint: true },
    async function (args, extra) {
      var user = rt.userOf(extra);
      if (!user) return rt.fail('Not signed in.');
      if (user.scopes.indexOf('wms:shipments:write') === -1) return rt.fail('You need the wms:shipments:write scope.');

      var shipment = await db.shipment(user.warehouseId, args.shipmentId);
      if (!shipment) return rt.fail('Shipment ' + args.shipmentId + ' is not in your warehouse.');
      if (shipment.status === 'dispatched' || shipment.status === 'cancelled') {
        return rt.fail('Shipment ' + shipment.id + ' is already ' + shipment.status + '.');
      }

      var round = rt.read(extra);
      if (!round.state) {
        var handle = await pending.putAsync({
          userId: user.id,
          tool: TOOL,
          shipmentId: shipment.id,
          restock: args.restock
        });
        return rt.needInput(
          rt.ask('confirm', 'Cancel shipment ' + shipment.id + ' (' + shipment.parcel_count + ' parcels, order ' + shipment.order_id + ')' +
            (args.restock ? ' and restock its items' : '') + '?', { confirm: { type: 'boolean', title: 'Cancel shipment' } }),
          handle
        );
      }

      var saved = await pending.takeAsync(round.state);
      if (!saved) return rt.fail('This confirmation has expired or was already used. Start again.');
      if (saved.userId !== user.id || saved.tool !== TOOL) return rt.fail('This confirmation belongs to another request.');
      if (saved.shipmentId !== shipment.id || saved.restock !== args.restock) {
        return rt.fail('The shipment or options changed since you were asked. Start again.');
      }

      var answer = rt.accepted(round.responses, 'confirm');
      if (!answer || answer.confirm !== true) return rt.done('Shipment ' + shipment.id + ' was not cancelled.');

      var ok = await db.cancelShipment(shipment.id, user.id, args.restock);
      if (!ok) return rt.fail('Shipment ' + shipment.id + ' changed state before it could be cancelled.');
      return rt.done('Shipment ' + shipment.id + ' cancelled' + (args.restock ? ' and queued for restock.' : '.'));
    }
  );
};
