// Stdio MCP server for the calendar owner, dispatching schedule and cancel tools.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import * as cancel from './tools/cancel';
import * as schedule from './tools/schedule';
import type { ToolCallParams } from './tools/types';

const tools = { [schedule.name]: schedule, [cancel.name]: cancel };

// stdio only: the operator is the calendar owner the process runs for.
const operator = process.env.MEETING_BROKER_USER;
if (!operator) {
  throw new Error('MEETING_BROKER_USER must name the calendar owner');
}

const server = new Server({ name: 'meeting-broker', version: '3.1.2' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: Object.values(tools).map((t) => t.definition),
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const params = request.params as unknown as ToolCallParams;
  const tool = tools[params.name];
  if (!tool) return { content: [{ type: 'text', text: `Unknown tool: ${params.name}` }], isError: true };
  try {
    return (await tool.run(params, operator)) as never;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { content: [{ type: 'text', text: `Request refused: ${message}` }], isError: true };
  }
});

void server.connect(new StdioServerTransport());
