// Hono sub-app that bridges POST /mcp to the SDK's Streamable HTTP transport in stateless mode.
const { Hono } = require('hono');
const { RESPONSE_ALREADY_SENT } = require('@hono/node-server/utils/response');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { authenticate } = require('../middleware/authenticate');
const { buildServer } = require('./build-server');

function mcpRoutes(container) {
  const app = new Hono();

  app.use('*', authenticate(container));

  app.post('/', async (c) => {
    const body = await c.req.json();
    const server = buildServer(container);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const { incoming, outgoing } = c.env;
    outgoing.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(incoming, outgoing, body);
    return RESPONSE_ALREADY_SENT;
  });

  app.on(['GET', 'DELETE'], '/', (c) => c.json({ error: 'method not allowed' }, 405, { Allow: 'POST' }));

  return app;
}

module.exports = { mcpRoutes };
