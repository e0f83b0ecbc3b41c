// Creates the McpServer for one request with the requestState verify hook and all scheduling tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { verifyState } from './stateCodec.js';
import { registerAppointmentTools } from './tools/appointments.js';
import { registerTransferTool } from './tools/transfer.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'clinicroster-scheduling', version: '3.1.0' },
    {
      capabilities: { tools: {} },
      instructions: 'Scheduling tools for the clinic of the signed-in staff member. Times are in the clinic time zone.',
      requestState: { verify: verifyState },
    },
  );
  registerAppointmentTools(server);
  registerTransferTool(server);
  return server;
}
