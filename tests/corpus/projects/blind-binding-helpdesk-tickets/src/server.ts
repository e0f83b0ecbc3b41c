// Models the helpdesk MCP server entry: SDK 2.x McpServer with the codec's verify hook wired in.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { ticketStateCodec } from './state.js';
import { registerCloseTicket } from './tools/closeTicket.js';
import { registerAssignTicket } from './tools/assignTicket.js';

export function createHelpdeskServer() {
  const server = new McpServer(
    { name: 'helpdesk-tickets', version: '0.3.1' },
    {
      capabilities: { tools: {} },
      requestState: { verify: ticketStateCodec.verify },
    },
  );
  registerCloseTicket(server);
  registerAssignTicket(server);
  return server;
}
