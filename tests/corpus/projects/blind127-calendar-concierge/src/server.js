// Builds the McpServer and registers every tool from the tool table.
import { McpServer } from '@modelcontextprotocol/server';
import { TOOL_TABLE } from './tool-table.js';
import { makeTool } from './make-tool.js';

export default function buildServer() {
  const server = new McpServer({ name: 'calendar-concierge', version: '1.2.0' }, { capabilities: { tools: {} } });
  TOOL_TABLE.map((row) => makeTool(row)).forEach(({ name, config, handler }) => {
    server.registerTool(name, config, handler);
  });
  return server;
}
