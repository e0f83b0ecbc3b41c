// Cloudflare Worker entry point: routes /mcp through bearer auth into the MCP handler.
// @ts-nocheck
import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from './auth';
import { loadConfig, type LedgerEnv } from './config';
import { buildServer } from './server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export default {
  async fetch(request: Request, env: LedgerEnv): Promise<Response> {
    const url = new URL(request.url);

    if (url.pathname === '/healthz') return json(200, { ok: true });

    if (url.pathname === '/.well-known/oauth-protected-resource') {
      return json(200, {
        resource: `${url.origin}/mcp`,
        authorization_servers: [new URL(env.AUTH_INTROSPECTION_URL).origin],
        scopes_supported: ['invoices:read', 'invoices:write', 'refunds:write'],
      });
    }

    if (url.pathname !== '/mcp') return json(404, { error: 'not_found' });

    const cfg = loadConfig(env);
    const authResult = await authenticate(cfg, `${url.origin}/mcp`)(request);
    if (authResult instanceof Response) return authResult;

    const handler = createMcpHandler(() => buildServer({ cfg, db: env.DB })); // expect: no-weak-state-key
    return handler.fetch(request, { authInfo: authResult });
  },
};
