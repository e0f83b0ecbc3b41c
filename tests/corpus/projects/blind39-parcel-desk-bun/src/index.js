import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifyAccessToken } from './auth.js';
import { stateCodec } from './state.js';
import { shipbirdWebhook } from './webhooks.js';
import { registerPickup } from './tools/pickup.js';
import { registerCancel } from './tools/cancel.js';

function buildServer() {
  const server = new McpServer(
    { name: 'parcel-desk', version: '1.3.0' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );
  registerPickup(server, { codec: stateCodec });
  registerCancel(server, { codec: stateCodec });
  return server;
}

const mcp = createMcpHandler(buildServer);
const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['shipments'] });

const app = new Hono();
app.use('*', logger());
app.get('/healthz', (c) => c.text('ok'));
app.post('/webhooks/shipbird', shipbirdWebhook);
app.all('/mcp', async (c) => {
  const authInfo = await bearer(c.req.raw);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(c.req.raw, { authInfo });
});

export default { port: config.port, fetch: app.fetch };
