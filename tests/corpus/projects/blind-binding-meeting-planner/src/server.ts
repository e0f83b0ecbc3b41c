// Models the meeting planner MCP endpoint (SDK 2.x, a fresh McpServer per HTTP request, default-exported tool registrars).
// @ts-nocheck
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import registerBookMeeting from './tools/bookMeeting.js';
import registerCancelSeries from './tools/cancelSeries.js';

function buildServer() {
  const server = new McpServer({ name: 'meeting-planner', version: '1.0.0' }, { capabilities: { tools: {} } });
  registerBookMeeting(server);
  registerCancelSeries(server);
  return server;
}

export default createMcpHandler(buildServer);
