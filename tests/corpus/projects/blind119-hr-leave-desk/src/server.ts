// Builds the HR MCP server with a requestState verify hook and registers the leave and bank tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { hrStateCodec } from './state/codec.js';
import registerRequestLeave from './tools/requestLeave.js';
import registerUpdateBankAccount from './tools/updateBankAccount.js';
import { workdayConfig } from './workday.js';

const deps = { workday: workdayConfig() };

export function createHrServer(): McpServer {
  const server = new McpServer(
    { name: 'hr-leave-desk', version: '0.9.2' },
    { capabilities: { tools: {} }, requestState: { verify: hrStateCodec.verify } },
  );
  registerRequestLeave(server, deps);
  registerUpdateBankAccount(server, deps);
  return server;
}
