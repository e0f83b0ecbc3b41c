// Builds a low-level MCP server that dispatches tool calls to the registered tool sets.
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ErrorCode,
} = require('@modelcontextprotocol/sdk/types.js');

function buildServer(container) {
  const toolSets = [container.resolve('appointmentTools'), container.resolve('prescriptionTools')];
  const tools = new Map();
  for (const set of toolSets) {
    for (const tool of set) tools.set(tool.name, tool);
  }

  const server = new Server({ name: 'clinic-scheduler', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.MethodNotFound, `No tool named ${request.params.name}`);
    const parsed = tool.schema.safeParse(request.params.arguments || {});
    if (!parsed.success) {
      return { content: [{ type: 'text', text: parsed.error.message }], isError: true };
    }
    const clinician = extra.authInfo && extra.authInfo.extra;
    if (!clinician || !clinician.userId) throw new McpError(ErrorCode.InvalidRequest, 'Not authenticated');
    return tool.handler(parsed.data, { request, clinician });
  });

  return server;
}

module.exports = { buildServer };
