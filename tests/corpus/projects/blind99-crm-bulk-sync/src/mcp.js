// Low-level MCP Server: lists the bulk tools and routes tools/call, passing the multi-round fields and caller to handlers.
const { createHmac } = require('node:crypto');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { auditPepper } = require('./keyring');
const exportContacts = require('./tools/exportContacts');
const importContacts = require('./tools/importContacts');
const removeMembers = require('./tools/removeMembers');
const { fail } = require('./tools/common');
const { version } = require('../package.json');

const TOOLS = new Map([exportContacts, importContacts, removeMembers].map((t) => [t.definition.name, t]));

const pseudonym = (userId) => createHmac('sha256', auditPepper).update(userId).digest('hex').slice(0, 16);

function createServer() {
  const server = new Server({ name: 'crm-bulk-sync', version }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...TOOLS.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.get(request.params.name);
    if (!tool) return fail(`Unknown tool ${request.params.name}`);
    const auth = extra.authInfo;
    if (!auth || !auth.extra || typeof auth.extra.userId !== 'string') return fail('Authentication required.');

    const meta = request.params._meta || {};
    const ctx = {
      userId: auth.extra.userId,
      teams: auth.extra.teams || [],
      scopes: auth.scopes || [],
      requestState: meta.requestState ?? request.params.requestState,
      inputResponses: meta.inputResponses ?? request.params.inputResponses,
    };
    const started = Date.now();
    try {
      return await tool.handler(request.params.arguments || {}, ctx);
    } catch (err) {
      console.error(JSON.stringify({ tool: request.params.name, user: pseudonym(ctx.userId), error: err.message }));
      return fail(`${request.params.name} failed: ${err.message}`);
    } finally {
      console.log(JSON.stringify({ tool: request.params.name, user: pseudonym(ctx.userId), ms: Date.now() - started }));
    }
  });

  return server;
}

module.exports = { createServer };
