import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { stateCodec } from './state/codec.js';
import { registerBulkClose } from './tools/bulk-close.js';
import { registerSuggestAssignee } from './tools/suggest-assignee.js';

function buildServer() {
  const server = new McpServer(
    { name: 'helpdesk-triage', version: '0.4.2' },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
    },
  );
  registerBulkClose(server);
  registerSuggestAssignee(server);
  return server;
}

export const mcp = createMcpHandler(buildServer);
