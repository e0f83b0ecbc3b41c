'use strict';

const fp = require('fastify-plugin');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { peekTool } = require('../lib/state');
const { StateError } = require('../lib/guards');
const pkg = require('../../package.json');

function toolError(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}

module.exports = fp(
  async function mcpPlugin(fastify, { tools }) {
    function buildServer(log) {
      const server = new Server({ name: pkg.name, version: pkg.version }, { capabilities: { tools: {} } });

      server.setRequestHandler(ListToolsRequestSchema, async () => ({
        tools: [...tools.values()].map(({ name, description, inputSchema, annotations }) => ({
          name,
          description,
          inputSchema,
          annotations,
        })),
      }));

      server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
        const { name, arguments: args = {}, requestState, inputResponses } = request.params;
        const userId = extra.authInfo?.extra?.userId;
        if (!userId) return toolError('Not signed in.');

        // A retry belongs to whichever tool opened the conversation; some clients
        // rename the call between rounds, so trust the state over params.name.
        const toolName = (requestState && peekTool(requestState)) || name; // expect: require-sealed-state
        const tool = tools.get(toolName);
        if (!tool) return toolError(`Unknown tool ${name}`);

        try {
          const result = await tool.call(args, { userId, requestState, inputResponses });
          log.info({ tool: toolName, userId, resultType: result.resultType ?? 'complete' }, 'tool call');
          return result;
        } catch (err) {
          if (err instanceof StateError) return toolError(err.message);
          log.error({ err, tool: toolName }, 'tool failed');
          return toolError('Something went wrong.');
        }
      });

      return server;
    }

    fastify.post('/mcp', { preHandler: fastify.authenticate }, async (request, reply) => {
      const server = buildServer(request.log);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      reply.raw.on('close', () => {
        transport.close();
        server.close();
      });
      await server.connect(transport);
      request.raw.auth = request.authInfo;
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });

    fastify.get('/mcp', async (_request, reply) => reply.code(405).header('allow', 'POST').send());
  },
  { name: 'billing-mcp', dependencies: ['billing-auth'] },
);
