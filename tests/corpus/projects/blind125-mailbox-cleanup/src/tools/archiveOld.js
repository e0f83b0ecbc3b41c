// Registers archive_old_mail, which confirms before archiving old inbox threads.
'use strict';

var z = require('zod');
var sdk = require('@modelcontextprotocol/server');
var session = require('../session');

var inputRequired = sdk.inputRequired;
var acceptedContent = sdk.acceptedContent;

function text(t, isError) {
  return { content: [{ type: 'text', text: t }], isError: !!isError };
}

module.exports = function register(server, deps) {
  var codec = deps.codec;
  var gmail = deps.gmail;

  server.registerTool('archive_old_mail', {
    description: 'Archive inbox threads older than N days (asks before doing it).',
    inputSchema: z.object({
      olderThanDays: z.number().int().min(7).max(3650),
      from: z.string().optional()
    })
  }, function (args, ctx) {
    var userId = session.userOf(ctx);
    if (!userId) return Promise.resolve(text('Not signed in.', true));

    var answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
    if (answer) {
      return Promise.resolve(ctx.mcpReq.requestState()).then(function (prior) {
        if (!prior || !answer.yes) return text('Nothing archived.');
        return gmail.archiveThreadsAsync(prior.accessToken, prior.threadIds).then(function () {
          return text('Archived ' + prior.threadIds.length + ' threads.');
        });
      });
    }

    var q = 'in:inbox older_than:' + args.olderThanDays + 'd' + (args.from ? ' from:' + args.from : '');
    return session.googleToken(gmail, userId).then(function (accessToken) {
      return gmail.searchThreadsAsync(accessToken, q).then(function (ids) {
        if (!ids.length) return text('Inbox is already clean for that range.');
        // Hand the token and the exact thread list back through the client so the
        // confirm round archives what the user saw, without a second search.
        return codec.mint({ q: q, threadIds: ids, accessToken: accessToken }).then(function (state) { // expect: no-secrets-in-state
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: 'Archive ' + ids.length + ' threads matching "' + q + '"?',
                requestedSchema: {
                  type: 'object',
                  properties: { yes: { type: 'boolean', title: 'Archive them' } },
                  required: ['yes']
                }
              })
            },
            requestState: state
          });
        });
      });
    }).catch(function (err) {
      return text(err.message, true);
    });
  });
};
