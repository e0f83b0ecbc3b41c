// Stdio MCP server entry point that lists the analytics tools and dispatches calls to them.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import ExportDatasetTool from './tools/export-dataset';
import { RunQueryTool } from './tools/run-query';
import type { RoundTripTool } from './tools/base';

const tools: RoundTripTool<any, any>[] = [new RunQueryTool(), new ExportDatasetTool()];
const byName = new Map(tools.map((t) => [t.name, t]));

const server = new Server({ name: 'analytics-gateway', version: '3.2.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: tools.map((t) => ({
    name: t.name,
    description: t.description,
    inputSchema: t.inputSchema,
    annotations: t.destructive ? { destructiveHint: true } : { readOnlyHint: true },
  })),
}));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const params = request.params as typeof request.params & {
    requestState?: string;
    inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  };
  const tool = byName.get(params.name);
  if (!tool) return { content: [{ type: 'text', text: `unknown tool ${params.name}` }], isError: true };

  const userId = (extra.authInfo?.extra?.userId as string | undefined) ?? process.env.GATEWAY_LOCAL_USER;
  if (!userId) return { content: [{ type: 'text', text: 'no user identity' }], isError: true };

  return tool.call(params.arguments ?? {}, {
    userId,
    requestState: params.requestState,
    inputResponses: params.inputResponses,
  });
});

server.connect(new StdioServerTransport()).catch((err) => {
  console.error('analytics-gateway failed to start', err);
  process.exit(1);
});
