// Low-level MCP server: lists the gateway tools and dispatches calls with an organisation-scoped context.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { getOrganisation } from './tenants.js';
import * as purchaseOrders from './tools/purchaseOrders.js';
import * as vendors from './tools/vendors.js';
import * as adminTenants from './tools/adminTenants.js';
import { fail } from './tools/common.js';

const tools = [...purchaseOrders.definitions, vendors.definition, adminTenants.definition];
const handlers = {
  ...purchaseOrders.handlers,
  [vendors.definition.name]: vendors.handler,
  [adminTenants.definition.name]: adminTenants.handler,
};

export function buildServer() {
  const server = new Server({ name: 'procurely-gateway', version: '1.14.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const run = handlers[request.params.name];
    if (!run) return fail(`Unknown tool: ${request.params.name}`);
    const who = extra.authInfo?.extra;
    if (!who?.tenantId || !who?.userId) return fail('Authentication required.');
    const org = await getOrganisation(who.tenantId);
    if (!org || org.status === 'suspended') return fail('This organisation is suspended.');
    try {
      return await run(request.params.arguments ?? {}, {
        tenantId: who.tenantId,
        userId: who.userId,
        scopes: extra.authInfo.scopes ?? [],
        org,
        params: request.params,
      });
    } catch (err) {
      if (!extra.signal?.aborted) console.error(`[tool:${request.params.name}]`, err);
      return fail('The tool failed. The error has been logged.');
    }
  });

  return server;
}
