// Models the warehouse inventory MCP server on SDK 1.x: low-level Server, tools/call dispatch using extra.authInfo.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { adjustStock, writeOffStock } from './handlers';

const server = new Server({ name: 'warehouse-inventory', version: '3.2.0' }, { capabilities: { tools: {} } });

const sku = { type: 'string' };
const warehouseId = { type: 'string' };

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'adjust_stock',
      description: 'Correct the counted quantity of a SKU in one bin',
      inputSchema: { type: 'object', properties: { sku, warehouseId, delta: { type: 'integer' } }, required: ['sku', 'warehouseId', 'delta'] },
    },
    {
      name: 'write_off_stock',
      description: 'Write off damaged or lost stock',
      inputSchema: { type: 'object', properties: { sku, warehouseId, qty: { type: 'integer', minimum: 1 } }, required: ['sku', 'warehouseId', 'qty'] },
      annotations: { destructiveHint: true },
    },
  ],
}));

const routes = { adjust_stock: adjustStock, write_off_stock: writeOffStock };

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const userId = extra.authInfo?.extra?.userId ?? process.env.INVENTORY_OPERATOR_ID;
  const route = routes[request.params.name];
  if (!route || !userId) return { content: [{ type: 'text', text: 'Unavailable.' }], isError: true };
  return route(request.params, userId);
});

server.connect(new StdioServerTransport()).catch(err => {
  console.error('warehouse-inventory crashed', err);
  process.exit(1);
});
