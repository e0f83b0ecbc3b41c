// Creates the McpServer with the rotating requestState verifier and registers every scheduler tool.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import type { StateCodecs } from './state/codecs.js';
import { registerSlotTools } from './tools/slots.js';
import { registerAppointmentTools } from './tools/appointments.js';
import { registerInsuranceTools } from './tools/insurance.js';

export function buildServer(state: StateCodecs): McpServer {
  const server = new McpServer(
    { name: 'clinic-scheduler', version: '2.2.1' },
    { capabilities: { tools: {} }, requestState: { verify: state.verify } },
  );
  registerSlotTools(server);
  registerAppointmentTools(server, state);
  registerInsuranceTools(server, state);
  return server;
}
