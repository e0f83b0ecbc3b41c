// Hono application: the MCP endpoint, the tRPC dashboard API and a health check, sharing one auth resolver.
// @ts-nocheck
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { trpcServer } from '@hono/trpc-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { env } from './env.ts';
import { resolvePrincipal, toAuthInfo } from './auth.ts';
import { buildMcpServer } from './mcp/server.ts';
import { appRouter } from './trpc/router.ts';
import { createContext } from './trpc/init.ts';
import { sql } from './db.ts';

const mcp = createMcpHandler(buildMcpServer);

export const app = new Hono();

app.get('/healthz', async (c) => {
  await sql`select 1`;
  return c.json({ ok: true });
});

app.all('/mcp', async (c) => {
  const principal = await resolvePrincipal(c.req.raw);
  if (!principal) {
    return c.json({ error: 'unauthorized' }, 401, {
      'www-authenticate': `Bearer resource_metadata="${env.publicUrl}/.well-known/oauth-protected-resource"`,
    });
  }
  return mcp.fetch(c.req.raw, { authInfo: toAuthInfo(principal) });
});

app.get('/.well-known/oauth-protected-resource', (c) =>
  c.json({ resource: `${env.publicUrl}/mcp`, authorization_servers: [env.oidcIssuer] }),
);

app.use('/trpc/*', cors({ origin: env.publicUrl, credentials: true }));
app.use('/trpc/*', trpcServer({ router: appRouter, createContext }));
