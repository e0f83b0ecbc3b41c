// Inventory MCP server that registers the inventory tools and is served over HTTP.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { serve } from '../http.js';
import { registerInventoryTools } from './tools.js';

export default function createInventoryServer(): McpServer {
  const server = new McpServer(
    { name: 'relay-inventory', version: '0.9.2' },
    { capabilities: { tools: {} } },
  );
  registerInventoryTools(server);
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve(createInventoryServer, Number(process.env.PORT ?? 0), ['inventory:write']);
}
