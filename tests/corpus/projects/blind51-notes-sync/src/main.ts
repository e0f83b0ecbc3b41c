import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { McpServer, createMcpHandler, type AuthInfo } from '@modelcontextprotocol/server';
import { JWKS_URL, PORT, SERVICE_NAME, SERVICE_VERSION } from './env.js';
import { registerShareNote } from './tools/share-note.js';
import { registerMergeNotebooks } from './tools/merge-notebooks.js';

const jwks = createRemoteJWKSet(new URL(JWKS_URL));

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: SERVICE_NAME, version: SERVICE_VERSION }, { capabilities: { tools: {} } });
  registerShareNote(server);
  registerMergeNotebooks(server);
  return server;
});

const app = new Hono<{ Variables: { authInfo: AuthInfo } }>();

app.use('/mcp', async (c, next) => {
  const token = c.req.header('authorization')?.replace(/^Bearer /, '');
  if (!token) return c.json({ error: 'unauthorized' }, 401);
  try {
    const { payload } = await jwtVerify(token, jwks, { audience: 'notes-mcp' });
    c.set('authInfo', {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' '),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    });
  } catch {
    return c.json({ error: 'invalid token' }, 401);
  }
  await next();
});

app.all('/mcp', (c) => mcp.fetch(c.req.raw, { authInfo: c.get('authInfo') }));

serve({ fetch: app.fetch, port: PORT });
