// Hono HTTP entry point that authenticates callers and forwards /mcp to the MCP fetch handler.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { authenticate } from './auth/accessTokens.js';
import { buildServer } from './server.js';
import { sql } from './db.js';

const mcp = createMcpHandler(() => buildServer());
const app = new Hono();

app.get('/healthz', async (c) => {
  await sql`SELECT 1`;
  return c.json({ ok: true });
});

app.all('/mcp', async (c) => {
  const authInfo = await authenticate(c.req.header('authorization'));
  if (!authInfo) {
    return c.json({ error: 'invalid_token' }, 401, {
      'WWW-Authenticate': `Bearer resource_metadata="${new URL('/.well-known/oauth-protected-resource', c.req.url)}"`,
    });
  }
  return mcp.fetch(c.req.raw, { authInfo });
});

app.get('/.well-known/oauth-protected-resource', (c) =>
  c.json({ resource: new URL('/mcp', c.req.url).toString(), authorization_servers: [env.oidcIssuer] }),
);

serve({ fetch: app.fetch, port: env.port }, (info) => console.log(`lab-samples MCP on :${info.port}`));
