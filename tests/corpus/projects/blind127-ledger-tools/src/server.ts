// Builds the ledger McpServer with the state verify hook and wrapped tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec, withState } from './state.js';
import { tools } from './tools/index.js';

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ledger-tools', version: '0.3.1' },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
    },
  );
  for (const tool of tools) {
    server.registerTool(tool.name, tool.config, withState(tool.name, tool.run));
  }
  return server;
}
