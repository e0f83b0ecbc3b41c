// Creates the clinic McpServer and registers its tools.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { config } from './config.js';
import { registerAppointmentTools } from './tools/appointments.js';
import { registerCancelAppointment } from './tools/cancelAppointment.js';
import { registerLabResults } from './tools/labResults.js';

export function createClinicServer() {
  const server = new McpServer(
    { name: 'pawprint-clinic', version: '2.1.0' },
    { capabilities: { tools: {} }, instructions: `Pawprint clinic API ${config.apiVersion}. Times are clinic-local.` },
  );
  registerAppointmentTools(server);
  registerCancelAppointment(server);
  registerLabResults(server);
  return server;
}
