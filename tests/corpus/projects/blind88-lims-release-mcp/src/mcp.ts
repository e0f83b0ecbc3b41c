// Creates the McpServer and registers the LIMS tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerSampleStatus } from './tools/sampleStatus.js';
import { registerReleaseBatch } from './tools/releaseBatch.js';
import { registerScheduleRetest } from './tools/scheduleRetest.js';

export function buildMcpServer() {
  const server = new McpServer({ name: 'lims-release', version: '0.4.1' }, { capabilities: { tools: {} } });
  registerSampleStatus(server);
  registerReleaseBatch(server);
  registerScheduleRetest(server);
  return server;
}
