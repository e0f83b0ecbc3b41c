// Registers the write_off_stock tool, confirming with the user before writing off stock.
'use strict';

var z = require('zod').z;
var inventory = require('../inventory');
var pending = require('../pending');
var args = require('../args');
var log = require('../log');

var TOOL = 'write_off_stock';

function reply(text, isError) {
  return { content: [{ type: 'text', text: text }], isError: !!isError };
}

function userOf(extra) {
  return extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
}

// 1.x has no multi round-trip support: our gateway echoes requestState and
// inputResponses back to us inside params._meta.
function roundTrip(extra) {
  var meta = extra._meta || {};
  return { handle: meta.requestState, responses: meta.inputResponses || {} };
}

function ask(userId, input) {
  return new Promise(function (resolve, reject) {
    inventory.getItem(input.sku, function (err, item) {
      if (err) return reject(err);
      if (!item) return resolve(reply('No such SKU ' + input.sku, true));
      var handle = pending.put({
        userId: userId,
        tool: TOOL,
        argsHash: args.fingerprint(input)
      });
      resolve({
        resultType: 'input_required',
        content: [],
        inputRequests: {
          approve: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Write off ' + input.qty + ' x ' + item.name + ' (' + item.sku + ', bin ' + item.bin +
                '), reason: ' + input.reason + '? On hand now: ' + item.on_hand,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Approve write-off' } },
                required: ['approve']
              }
            }
          }
        },
        requestState: handle,
        _meta: { requestState: handle }
      });
    });
  });
}

function commit(userId, input) {
  return new Promise(function (resolve, reject) {
    inventory.writeOff(input.sku, input.qty, input.reason, userId, function (err, left) {
      if (err) return reject(err);
      resolve(reply('Wrote off ' + input.qty + ' of ' + input.sku + '; ' + left + ' left.'));
    });
  });
}

module.exports = function register(server) {
  server.tool(
    TOOL,
    'Write off damaged or lost stock for a SKU. Requires the user to approve.',
    {
      sku: z.string().min(1),
      qty: z.number().int().positive().max(10000),
      reason: z.enum(['damaged', 'lost', 'expired', 'recount'])
    },
    { destructiveHint: true, idempotentHint: false },
    function (input, extra) {
      var traceId = Math.random().toString(36).slice(2, 10);
      var userId = userOf(extra);
      if (!userId) return reply('Sign in first.', true);

      var rt = roundTrip(extra);
      log.info(traceId, TOOL, 'user=' + userId + ' round=' + (rt.handle ? 2 : 1));
      if (!rt.handle) return ask(userId, input);

      var rec = pending.take(rt.handle);
      if (!rec || rec.userId !== userId || rec.tool !== TOOL) {
        return reply('This approval has expired. Please run the tool again.', true);
      }
      if (rec.argsHash !== args.fingerprint(input)) {
        return reply('The arguments changed after approval was asked for; nothing was written off.', true);
      }
      var answer = rt.responses.approve;
      if (!answer || answer.action !== 'accept' || !answer.content || answer.content.approve !== true) {
        return reply('Write-off not approved.');
      }
      return commit(userId, input).catch(function (err) {
        log.error(traceId, TOOL, err);
        return reply('Write-off failed: ' + err.message, true);
      });
    }
  );
};
