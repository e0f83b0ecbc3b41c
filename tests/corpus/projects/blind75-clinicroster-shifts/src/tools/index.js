// Tool registry and the low-level tools/list and tools/call handlers for the roster server.
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const swapShift = require('./swapShift');
const requestCover = require('./requestCover');
const syncAvailability = require('./syncAvailability');

const TOOLS = [swapShift, requestCover, syncAvailability];
const byName = new Map(TOOLS.map((t) => [t.name, t]));

function callContext(request, extra) {
  const params = request.params || {};
  const auth = extra.authInfo || {};
  return {
    userId: auth.extra && auth.extra.userId,
    clinicId: auth.extra && auth.extra.clinicId,
    role: auth.extra && auth.extra.role,
    requestState: params.requestState ?? params._meta?.requestState,
    inputResponses: params.inputResponses ?? params._meta?.inputResponses,
  };
}

function registerTools(server, deps) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    }
    const ctx = callContext(request, extra);
    if (!ctx.userId) {
      return { isError: true, content: [{ type: 'text', text: 'Sign in with your clinic account.' }] };
    }
    try {
      return await tool.handle(request.params.arguments || {}, ctx, deps);
    } catch (err) {
      console.error(`[${tool.name}]`, err);
      return { isError: true, content: [{ type: 'text', text: 'Something went wrong; the roster team has been notified.' }] };
    }
  });
}

module.exports = { registerTools, TOOLS };
