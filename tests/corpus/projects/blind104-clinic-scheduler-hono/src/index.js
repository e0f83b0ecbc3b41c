// Process entry: builds the container and serves the Hono app on Node.
const { Hono } = require('hono');
const { serve } = require('@hono/node-server');
const { buildContainer } = require('./container');
const { mcpRoutes } = require('./mcp/transport-route');

const container = buildContainer();
const { port } = container.resolve('config');

const app = new Hono();
app.get('/healthz', (c) => c.json({ ok: true }));
app.route('/mcp', mcpRoutes(container));
app.onError((err, c) => {
  console.error('unhandled error', err);
  return c.json({ error: 'internal' }, 500);
});

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`clinic-scheduler MCP listening on :${info.port}`);
});

async function shutdown() {
  server.close();
  await container.dispose();
  process.exit(0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
