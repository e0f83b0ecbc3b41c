// Registers delete_bin, which confirms with the operator before removing an empty bin.
'use strict';

var z = require('zod');
var sdk = require('@modelcontextprotocol/server');
var shared = require('./shared');

var NAME = 'delete_bin';

exports.register = function (server, db, vault) {
  server.registerTool(NAME, {
    description: 'Remove a storage bin from the warehouse map. Asks the operator to confirm.',
    inputSchema: z.object({
      binId: z.string().regex(/^[A-Z]{2}-\d{2}-\d{3}$/),
      reason: z.string().max(200)
    }),
    annotations: { destructiveHint: true }
  }, function (args, ctx) {
    var userId = shared.userOf(ctx);
    if (!userId) return Promise.resolve(shared.refuse('Sign in to manage bins.'));

    var answer = sdk.acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer) {
      return db.getBinAsync(args.binId).then(function (bin) {
        if (!bin) return shared.refuse('No bin ' + args.binId + '.');
        var skus = Object.keys(bin.stock).filter(function (s) { return bin.stock[s] > 0; });
        if (skus.length) return shared.refuse('Bin ' + args.binId + ' still holds ' + skus.length + ' SKUs; empty it first.');
        return sdk.inputRequired({
          inputRequests: {
            confirm: sdk.inputRequired.elicit({
              message: 'Delete bin ' + args.binId + ' at ' + bin.site + '? Reason: ' + args.reason,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Delete the bin' } },
                required: ['confirm']
              }
            })
          },
          requestState: vault.seal({ binId: args.binId, site: bin.site }, { userId: userId, tool: NAME, args: args })
        });
      });
    }

    return shared.openState(vault, ctx, NAME, args).then(function (prior) {
      if (!prior) return shared.refuse('Missing confirmation state; run the tool again.');
      if (prior.binId !== args.binId) return shared.refuse('Confirmation was for another bin.');
      if (answer.confirm !== true) return shared.ok('Bin kept.');
      return db.deleteBinAsync(args.binId, userId).then(function () {
        return shared.ok('Bin ' + args.binId + ' deleted.');
      });
    }, function () {
      return shared.refuse('Invalid or expired requestState');
    });
  });
};
