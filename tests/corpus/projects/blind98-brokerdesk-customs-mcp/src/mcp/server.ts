// Creates the per-request McpServer with the brokerage tools registered.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerClassifyGoods } from './tools/classifyGoods.js';
import { registerFileEntry } from './tools/fileEntry.js';

export function createBrokerServer() {
  const server = new McpServer(
    { name: 'brokerdesk', version: '2.1.3' },
    { capabilities: { tools: {} } },
  );
  registerClassifyGoods(server);
  registerFileEntry(server);
  return server;
}
