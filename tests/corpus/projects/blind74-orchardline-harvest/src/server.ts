// Builds one McpServer per HTTP request and registers the harvest tools on it.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerScheduleHarvest } from './tools/scheduleHarvest.js';
import { registerReleaseCrew } from './tools/releaseCrew.js';
import { registerSyncCoopPrices } from './tools/syncCoopPrices.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'orchardline-harvest', version: '0.9.3' },
    { capabilities: { tools: {} } },
  );
  registerScheduleHarvest(server);
  registerReleaseCrew(server);
  registerSyncCoopPrices(server);
  return server;
}
