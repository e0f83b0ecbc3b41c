import { McpServer } from '@modelcontextprotocol/server';
import { registerAdjustStock } from './tools/adjust-stock.js';
import { registerLookup } from './tools/lookup.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'stockroom', version: '0.6.2' },
    { capabilities: { tools: {} } },
  );
  registerLookup(server);
  registerAdjustStock(server);
  return server;
}
