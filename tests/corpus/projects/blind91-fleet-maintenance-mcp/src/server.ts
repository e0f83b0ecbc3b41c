// Builds one McpServer instance with all fleet maintenance tools registered.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerVehicleStatus } from './tools/vehicleStatus.js';
import { registerScheduleService } from './tools/scheduleService.js';
import { registerRetireVehicle } from './tools/retireVehicle.js';

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'fleet-maintenance', version: '0.6.2' },
    { capabilities: { tools: {} } },
  );
  registerVehicleStatus(server);
  registerScheduleService(server);
  registerRetireVehicle(server);
  return server;
}
