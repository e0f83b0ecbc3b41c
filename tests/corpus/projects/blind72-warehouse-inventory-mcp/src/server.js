// McpServer factory: installs the requestState verify hook and registers the inventory tools.
import { McpServer } from '@modelcontextprotocol/server';
import { codec } from './state.js';
import * as listStock from './tools/listStock.js';
import * as transferStock from './tools/transferStock.js';
import * as writeOffStock from './tools/writeOffStock.js';
import * as reorder from './tools/reorder.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'warehouse-inventory', version: '0.9.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: codec.verify },
    },
  );
  for (const tool of [listStock, transferStock, writeOffStock, reorder]) tool.register(server);
  return server;
}
