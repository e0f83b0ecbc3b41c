// Builds the low-level MCP Server: lists every tool and dispatches calls with a per-workspace context.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { loadTenant } = require('../tenants/store');
const { tenantStateKey } = require('../tenants/keys');
const tickets = require('./tickets');
const escalate = require('./escalate');
const adminAgents = require('./adminAgents');

const modules = [tickets, escalate, adminAgents];
const definitions = modules.flatMap((m) => m.definitions);
const handlers = Object.assign({}, ...modules.map((m) => m.handlers));

function fail(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

function buildServer() {
  const server = new Server({ name: 'deskhub-helpdesk', version: '1.6.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = handlers[request.params.name];
    if (!handler) return fail(`Unknown tool ${request.params.name}`);
    const principal = extra.authInfo?.extra;
    if (!principal?.tenantId) return fail('Not authenticated.');
    const tenant = await loadTenant(principal.tenantId);
    if (!tenant || !tenant.active) return fail('This workspace is not active.');
    const ctx = {
      auth: { tenantId: principal.tenantId, userId: principal.userId, role: principal.role, scopes: extra.authInfo.scopes },
      tenant,
      params: request.params,
      stateKey: tenantStateKey(tenant),
      fail,
    };
    try {
      return await handler(request.params.arguments ?? {}, ctx);
    } catch (err) {
      console.error(`[tools] ${request.params.name} failed`, err);
      return fail('The tool failed; the error has been logged.');
    }
  });

  return server;
}

module.exports = { buildServer };
