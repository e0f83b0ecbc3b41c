// Tool registry: lists tool definitions and dispatches tools/call to the right handler.
const matchStatement = require('./matchStatement');
const voidInvoice = require('./voidInvoice');
const listUnmatched = require('./listUnmatched');

const handlers = new Map([matchStatement, voidInvoice, listUnmatched].map((t) => [t.definition.name, t.handle]));

const definitions = [matchStatement.definition, voidInvoice.definition, listUnmatched.definition];

async function dispatch(request, extra) {
  const { name, arguments: args = {}, _meta: meta = {} } = request.params;
  const handle = handlers.get(name);
  if (!handle) {
    return { isError: true, content: [{ type: 'text', text: `Unknown tool ${name}` }] };
  }
  const who = extra.authInfo?.extra || {};
  if (!who.userId || !who.orgId) {
    return { isError: true, content: [{ type: 'text', text: 'Not authenticated.' }] };
  }
  const ctx = {
    userId: who.userId,
    orgId: who.orgId,
    role: who.role,
    requestState: meta.requestState,
    inputResponses: meta.inputResponses || {},
    signal: extra.signal,
  };
  try {
    return await handle(args, ctx);
  } catch (err) {
    console.error(`tool ${name} failed`, err);
    return { isError: true, content: [{ type: 'text', text: `Tool failed: ${err.message}` }] };
  }
}

module.exports = { definitions, dispatch };
