import { Elysia } from 'elysia';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { config } from './config.js';
import createStateCodecs from './state.js';
import { bearer } from './auth.js';
import { supplierWebhooks } from './webhooks.js';
import { SupplierClient } from './services/supplier.js';
import { Inventory } from './services/inventory.js';
import { toolDefinitions } from './tools/index.js';

const inventory = new Inventory(config.dbPath);
const deps = {
  codecFor: createStateCodecs(config.stateKey),
  supplier: new SupplierClient(config.supplier),
  inventory,
};
const definitions = [...toolDefinitions(deps)];

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'inventory', version: '0.4.0' }, { capabilities: { tools: {} } });
  for (const { name, config: toolConfig, handler } of definitions) {
    server.registerTool(name, toolConfig, handler);
  }
  return server;
});

const app = new Elysia()
  .get('/healthz', () => 'ok')
  .use(supplierWebhooks({ secret: config.webhookSecret, inventory }))
  .use(bearer({ introspectionUrl: config.introspectionUrl }))
  .all('/mcp', ({ request, authInfo }) => mcp.fetch(request, { authInfo }))
  .listen(config.port);

console.log(`inventory MCP on http://${app.server?.hostname}:${app.server?.port}/mcp`);
