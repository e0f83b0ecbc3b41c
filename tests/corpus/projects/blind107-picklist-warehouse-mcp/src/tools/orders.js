// src/tools/orders.js — list_orders (paged with an opaque cursor) and picklist_link (signed PDF link)
'use strict';

var z = require('zod').z;
var db = require('../db');
var links = require('../downloadLinks');
var rt = require('../lib/roundTrip');

var PAGE_SIZE = 25;

function encodeCursor(lastId) {
  return Buffer.from(JSON.stringify({ after: lastId }), 'utf8').toString('base64url');
}

function decodeCursor(cursor) {
  if (!cursor) return 0;
  try {
    var parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Number.isInteger(parsed.after) && parsed.after >= 0 ? parsed.after : 0;
  } catch (e) {
    return 0;
  }
}

module.exports = function registerOrderTools(server) {
  server.tool(
    'list_orders',
    'List orders in your warehouse, 25 at a time. Pass nextCursor from the previous page to continue.',
    { cursor: z.string().max(200).optional() },
    { readOnlyHint: true },
    function (args, extra) {
      var user = rt.userOf(extra);
      if (!user) return Promise.resolve(rt.fail('Not signed in.'));
      var after = decodeCursor(args.cursor);
      return db.ordersPage(user.warehouseId, after, PAGE_SIZE).then(function (rows) {
        var next = rows.length === PAGE_SIZE ? encodeCursor(rows[rows.length - 1].id) : null;
        return rt.done(rows.length + ' order(s).', { orders: rows, nextCursor: next });
      });
    }
  );

  server.tool(
    'picklist_link',
    'Get a download link for the pick list PDF of an order. The link works for 15 minutes.',
    { orderId: z.number().int().positive() },
    { readOnlyHint: true },
    function (args, extra) {
      var user = rt.userOf(extra);
      if (!user) return Promise.resolve(rt.fail('Not signed in.'));
      return db.order(user.warehouseId, args.orderId).then(function (order) {
        if (!order) return rt.fail('Order ' + args.orderId + ' is not in your warehouse.');
        return rt.done(links.create(String(order.id), user.id));
      });
    }
  );
};
