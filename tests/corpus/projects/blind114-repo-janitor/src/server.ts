// Builds the repo-janitor McpServer with request-state verification and its two branch tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { pruneCodec } from './state.js';
import { registerPrune } from './tools/pruneBranches.js';
import { registerListStale } from './tools/listStale.js';

export default function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'repo-janitor', version: '2.0.1' },
    {
      capabilities: { tools: {} },
      requestState: { verify: pruneCodec.verify },
    },
  );
  registerListStale(server);
  registerPrune(server);
  return server;
}
