import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { tokenVerifier } from './auth';
import type { Env } from './env';
import { buildServer } from './server';

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/healthz') return Response.json({ ok: true });
    if (url.pathname !== '/mcp') return new Response('not found', { status: 404 });

    const auth = await requireBearerAuth({ verifier: tokenVerifier(env), requiredScopes: ['producer'] })(request);
    if (auth instanceof Response) return auth;

    return createMcpHandler(() => buildServer(env)).fetch(request, { authInfo: auth });
  },
} satisfies ExportedHandler<Env>;
