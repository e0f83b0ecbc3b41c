// Builds the low-level MCP server and routes tools/call requests to the tool modules.
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ErrorCode,
} = require('@modelcontextprotocol/sdk/types.js');
const zones = require('./tools/zones');
const watering = require('./tools/watering');
const maintenance = require('./tools/maintenance');
const { StateError } = require('./state/seal');

const tools = [...zones.tools, ...watering.tools, ...maintenance.tools];
const byName = new Map(tools.map((t) => [t.name, t]));

function callerFrom(extra) {
  const auth = extra.authInfo;
  if (!auth || !auth.extra || !auth.extra.userId) {
    throw new McpError(ErrorCode.InvalidRequest, 'authenticated caller required');
  }
  return { userId: auth.extra.userId, growerId: auth.extra.growerId, scopes: auth.scopes };
}

function buildServer() {
  const server = new Server(
    { name: 'greenrow-irrigation', version: '0.9.3' },
    { capabilities: { tools: {} } },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.MethodNotFound, `unknown tool ${request.params.name}`);
    const caller = callerFrom(extra);
    try {
      return await tool.handle(request.params.arguments || {}, {
        caller,
        inputResponses: request.params.inputResponses || {},
        requestState: request.params.requestState,
        signal: extra.signal,
      });
    } catch (err) {
      if (err instanceof StateError) {
        return { isError: true, content: [{ type: 'text', text: err.message }] };
      }
      throw err;
    }
  });

  return server;
}

module.exports = { buildServer };
