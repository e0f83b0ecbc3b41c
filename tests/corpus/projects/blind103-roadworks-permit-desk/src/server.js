// McpServer factory for the permit desk; a new instance serves each HTTP request.
import { McpServer } from '@modelcontextprotocol/server';
import { registerApplyTool } from './tools/apply.js';
import { registerPermitTools } from './tools/permits.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'roadworks-permit-desk', version: '3.0.1' },
    {
      capabilities: { tools: {} },
      instructions: 'Street-works permits for registered contractors. Segment ids are 8-digit USRNs.',
    },
  );
  registerApplyTool(server);
  registerPermitTools(server);
  return server;
}
