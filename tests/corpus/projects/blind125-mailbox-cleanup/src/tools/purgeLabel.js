// Registers purge_label, which asks the user to type the label before deleting messages.
'use strict';

var z = require('zod');
var sdk = require('@modelcontextprotocol/server');
var session = require('../session');

var NAME = 'purge_label';

module.exports = function register(server, deps) {
  var codec = deps.codec;
  var gmail = deps.gmail;

  function fail(msg) {
    return { content: [{ type: 'text', text: msg }], isError: true };
  }

  server.registerTool(NAME, {
    description: 'Permanently delete every message carrying a label.',
    inputSchema: z.object({ labelId: z.string().min(1) }),
    annotations: { destructiveHint: true }
  }, function (args, ctx) {
    var userId = session.userOf(ctx);
    if (!userId) return Promise.resolve(fail('Not signed in.'));

    return session.googleToken(gmail, userId).then(function (token) {
      var confirm = sdk.acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!confirm) {
        return gmail.countLabelAsync(token, args.labelId).then(function (count) {
          return codec.mint({ op: NAME, labelId: args.labelId, count: count }).then(function (state) {
            return sdk.inputRequired({
              inputRequests: {
                confirm: sdk.inputRequired.elicit({
                  message: 'This permanently deletes ' + count + ' messages labelled ' + args.labelId +
                    '. Type the label id to confirm.',
                  requestedSchema: {
                    type: 'object',
                    properties: { typed: { type: 'string' } },
                    required: ['typed']
                  }
                })
              },
              requestState: state
            });
          });
        });
      }

      return Promise.resolve(ctx.mcpReq.requestState()).then(function (prior) {
        if (!prior || prior.op !== NAME) return fail('Confirmation does not match this request.');
        if (prior.labelId !== args.labelId || confirm.typed !== args.labelId) {
          return fail('Confirmation does not match this request.');
        }
        return gmail.purgeLabelAsync(token, args.labelId).then(function (n) {
          return { content: [{ type: 'text', text: 'Deleted ' + n + ' messages.' }] };
        });
      });
    }).catch(function (err) {
      return fail(err.message);
    });
  });
};
