// Fastify plugin: stateless Streamable HTTP endpoint for the low-level MCP Server and the tool registry.
'use strict';

const fp = require('fastify-plugin');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { fail } = require('../rounds');

const tools = [
  require('../tools/promoteBuild'),
  require('../tools/rollbackRelease'),
  require('../tools/triggerPipeline'),
];
const registry = new Map(tools.map((tool) => [tool.definition.name, tool]));

function buildServer(log) {
  const server = new Server({ name: 'quarrystone-ci', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = registry.get(request.params.name);
    if (!tool) return fail(`No tool named ${request.params.name}.`);
    try {
      return await tool.handle(request, extra);
    } catch (err) {
      log.error({ err, tool: request.params.name }, 'tool failed');
      return fail('Quarrystone could not finish that request. Check the CI dashboard or try again.');
    }
  });

  return server;
}

async function mcpPlugin(app) {
  app.post('/mcp', async (req, reply) => {
    const server = buildServer(req.log);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    req.raw.auth = req.authInfo;
    reply.hijack();
    await transport.handleRequest(req.raw, reply.raw, req.body);
  });

  const notAllowed = async (req, reply) => reply.code(405).header('allow', 'POST').send({ error: 'method_not_allowed' });
  app.get('/mcp', notAllowed);
  app.delete('/mcp', notAllowed);
}

module.exports = fp(mcpPlugin, { name: 'quarrystone-mcp', dependencies: ['quarrystone-auth'] });
