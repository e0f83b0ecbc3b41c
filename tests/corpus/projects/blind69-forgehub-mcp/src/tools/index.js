// Builds a low-level MCP Server for one authenticated forge user and routes tool calls.
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const pulls = require('./pulls');
const branches = require('./branches');
const { toolError } = require('./helpers');

const definitions = [...pulls.definitions, ...branches.definitions];
const handlers = { ...pulls.handlers, ...branches.handlers };

function roundInputs(params) {
  const meta = params._meta || {};
  return {
    requestState: params.requestState !== undefined ? params.requestState : meta.requestState,
    inputResponses: params.inputResponses || meta.inputResponses || null,
  };
}

function buildServer(user) {
  const server = new Server({ name: 'forgehub', version: '1.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args = {} } = request.params;
    const handler = Object.prototype.hasOwnProperty.call(handlers, name) ? handlers[name] : null;
    if (!handler) return toolError(`Unknown tool ${name}.`);
    const { requestState, inputResponses } = roundInputs(request.params);
    try {
      return await handler(args, { user, requestState, inputResponses });
    } catch (err) {
      const status = err.response && err.response.status;
      console.error(`[forgehub] ${name} failed`, status || '', err.message);
      return toolError(status ? `ForgeHub answered ${status}.` : 'The tool hit an internal error.');
    }
  });

  return server;
}

module.exports = { buildServer };
