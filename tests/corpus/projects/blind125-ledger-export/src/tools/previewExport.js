// preview_export tool that re-renders an account's cached export in another format.
'use strict';

var format = require('../format');
var exportCache = require('../exportCache');

function encode(obj) {
  return Buffer.from(JSON.stringify(obj)).toString('base64');
}

function decode(str) {
  return JSON.parse(Buffer.from(str, 'base64').toString('utf8')); // expect: require-sealed-state
}

module.exports = {
  name: 'preview_export',
  description: 'Re-render the last export of an account in another format.',
  inputSchema: {
    type: 'object',
    properties: { accountId: { type: 'string' } },
    required: ['accountId']
  },
  handle: function (args, ctx) {
    if (!ctx.requestState) {
      if (!exportCache.get(args.accountId)) {
        return Promise.resolve({ content: [{ type: 'text', text: 'Nothing exported for that account yet.' }], isError: true });
      }
      return Promise.resolve({
        resultType: 'input_required',
        inputRequests: {
          fmt: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Which format?',
              requestedSchema: {
                type: 'object',
                properties: { format: { type: 'string', enum: ['csv', 'ofx'] } },
                required: ['format']
              }
            }
          }
        },
        requestState: encode({ accountId: args.accountId, user: ctx.userId }) // expect: require-sealed-state
      });
    }

    var st = decode(ctx.requestState);
    var resp = ctx.inputResponses && ctx.inputResponses.fmt;
    var fmt = resp && resp.action === 'accept' ? resp.content.format : 'csv';
    var rows = exportCache.get(st.accountId) || [];
    var text = fmt === 'ofx' ? format.toOfx(rows) : format.toCsv(rows);
    return Promise.resolve({ content: [{ type: 'text', text: text }] });
  }
};
