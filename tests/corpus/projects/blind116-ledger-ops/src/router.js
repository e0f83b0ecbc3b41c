// Lists ledger-ops tools and dispatches calls for authenticated users.
'use strict';
const transfer = require('./handlers/transfer');
const statement = require('./handlers/statement');

const handlers = new Map([transfer, statement].map((h) => [h.definition.name, h]));

function listTools() {
  return [...handlers.values()].map((h) => h.definition);
}

async function dispatch(request, extra) {
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) {
    return { isError: true, content: [{ type: 'text', text: 'Not authenticated.' }] };
  }
  const h = handlers.get(request.params.name);
  if (!h) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
  return h.handle(request.params, userId);
}

module.exports = { listTools, dispatch };
