'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

/**
 * Builds a low-level MCP server over a list of `{ definition, call }` tools.
 */
module.exports = function createMcpServer({ name, version, tools }) {
  const byName = new Map(tools.map((t) => [t.definition.name, t]));

  return function build() {
    const server = new Server({ name, version }, { capabilities: { tools: {} } });

    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: tools.map((t) => t.definition),
    }));

    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const tool = byName.get(request.params.name);
      if (!tool) {
        return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
      }
      if (!extra.authInfo) {
        return { content: [{ type: 'text', text: 'Authentication required' }], isError: true };
      }
      return tool.call(request.params.arguments || {}, request.params, extra);
    });

    return server;
  };
};
