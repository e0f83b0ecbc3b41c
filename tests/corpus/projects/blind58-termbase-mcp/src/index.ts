import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifier } from './auth.js';
import { config } from './config.js';
import { buildServer } from './mcp.js';
import { tmsWebhooks } from './webhooks/tms.js';

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['termbase'] });

const app = new Hono();
app.use(logger());

app.get('/.well-known/oauth-protected-resource', (c) =>
  c.json({
    resource: `${config.publicBaseUrl}/mcp`,
    authorization_servers: [new URL(config.oauth.introspectionUrl).origin],
    scopes_supported: ['termbase'],
  }),
);

app.route('/webhooks', tmsWebhooks);

app.all('/mcp', async (c) => {
  const authInfo = await authenticate(c.req.raw);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(c.req.raw, { authInfo });
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`termbase-mcp on http://localhost:${info.port}/mcp`);
});
