// Registers transfer_stock, which asks how many units to move between bins.
'use strict';

var z = require('zod');
var sdk = require('@modelcontextprotocol/server');
var shared = require('./shared');

var NAME = 'transfer_stock';

exports.register = function (server, db, vault) {
  server.registerTool(NAME, {
    description: 'Move units of a SKU from one bin to another.',
    inputSchema: z.object({
      sku: z.string().min(3),
      fromBin: z.string(),
      toBin: z.string()
    })
  }, function (args, ctx) {
    var userId = shared.userOf(ctx);
    if (!userId) return Promise.resolve(shared.refuse('Sign in to move stock.'));
    if (args.fromBin === args.toBin) return Promise.resolve(shared.refuse('Source and target bin are the same.'));

    var qty = sdk.acceptedContent(ctx.mcpReq.inputResponses, 'quantity');
    if (!qty) {
      return db.getBinAsync(args.fromBin).then(function (bin) {
        var available = bin ? bin.stock[args.sku] || 0 : 0;
        if (!available) return shared.refuse('No ' + args.sku + ' in ' + args.fromBin + '.');
        return sdk.inputRequired({
          inputRequests: {
            quantity: sdk.inputRequired.elicit({
              message: args.fromBin + ' holds ' + available + ' x ' + args.sku + '. How many should move to ' + args.toBin + '?',
              requestedSchema: {
                type: 'object',
                properties: { units: { type: 'integer', minimum: 1, maximum: available } },
                required: ['units']
              }
            })
          },
          requestState: vault.seal({ available: available }, { userId: userId, tool: NAME, args: args })
        });
      });
    }

    return shared.openState(vault, ctx, NAME, args).then(function (prior) {
      if (!prior) return shared.refuse('Missing state; run the tool again.');
      var units = Number(qty.units);
      if (!(units >= 1 && units <= prior.available)) return shared.refuse('Quantity out of range.');
      return db.moveAsync(args.sku, args.fromBin, args.toBin, units, userId).then(function (r) {
        return shared.ok('Moved ' + units + '. ' + args.fromBin + ' now ' + r.from + ', ' + args.toBin + ' now ' + r.to + '.');
      });
    }, function () {
      return shared.refuse('Invalid or expired requestState');
    });
  });
};
