// Shared warehouse tool helpers for user lookup, results and opening request state.
'use strict';

var util = require('util');

function userOf(ctx) {
  var auth = ctx.http && ctx.http.authInfo;
  return auth && auth.extra && typeof auth.extra.userId === 'string' ? auth.extra.userId : null;
}

function refuse(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

function ok(message) {
  return { content: [{ type: 'text', text: message }] };
}

/**
 * There is no requestState.verify hook on the server (the vault needs the
 * tool name and args, which only the handler knows), so every handler opens
 * the raw string here before it looks at anything inside.
 */
function openState(vault, ctx, tool, args) {
  var open = util.promisify(vault.open.bind(vault));
  return Promise.resolve(ctx.mcpReq.requestState()).then(function (raw) {
    if (!raw) return null;
    return open(raw, { userId: userOf(ctx), tool: tool, args: args });
  });
}

module.exports = {
  userOf: userOf,
  refuse: refuse,
  ok: ok,
  openState: openState
};
