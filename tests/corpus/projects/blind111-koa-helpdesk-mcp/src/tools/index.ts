// Registers all helpdesk tools on the MCP server.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';
import { registerEscalate } from './escalate.js';
import { registerMerge } from './merge.js';

export default function registerTools(server: McpServer): McpServer {
  registerEscalate(server);
  registerMerge(server);
  return server;
}
