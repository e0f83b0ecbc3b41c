// Entry point: an Elysia app on Bun serving the MCP endpoint, protected-resource metadata and a health check.
// @ts-nocheck
import { Elysia } from 'elysia';
import { config } from './config.ts';
import { authenticate } from './auth.ts';
import { mcpHandler } from './server.ts';
import { sql } from './db.ts';

const app = new Elysia()
  .get('/healthz', async ({ set }) => {
    try {
      await sql`select 1`;
      return { ok: true };
    } catch (err) {
      set.status = 503;
      return { ok: false, error: String(err) };
    }
  })
  .get('/.well-known/oauth-protected-resource', () => ({
    resource: `${config.publicUrl}/mcp`,
    authorization_servers: [config.issuer],
    scopes_supported: ['trips:read', 'cards:write', 'passes:write'],
  }))
  .all('/mcp', async ({ request }) => {
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) return authInfo;
    return mcpHandler.fetch(request, { authInfo });
  })
  .onError(({ code, error }) => {
    console.error(`[lumenrail] ${code}`, error);
  })
  .listen(config.port);

console.log(`lumenrail-transit MCP listening on ${app.server?.url ?? `port ${config.port}`}`);
