'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { GeneralError } = require('@feathersjs/errors');

/**
 * Express handler for POST /mcp. Every MCP call is forwarded to the
 * `mcp-calls` Feathers service with the caller's authentication attached.
 */
function mcpHandler(app) {
  return async (req, res) => {
    const authentication = { strategy: 'jwt', accessToken: (req.headers.authorization || '').replace(/^Bearer\s+/i, '') };
    const serviceParams = { provider: 'mcp', authentication };

    const server = new Server({ name: 'helpdesk', version: '2.1.0' }, { capabilities: { tools: {} } });

    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: await app.service('mcp-calls').find(serviceParams),
    }));

    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const { name, arguments: args, requestState, inputResponses } = request.params;
      try {
        return await app.service('mcp-calls').create({ name, arguments: args, requestState, inputResponses }, serviceParams);
      } catch (err) {
        if (err instanceof GeneralError || err.code >= 500) throw err;
        return { isError: true, content: [{ type: 'text', text: err.message }] };
      }
    });

    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };
}

module.exports = { mcpHandler };
