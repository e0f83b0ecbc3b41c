// Worker entry point that checks bearer tokens via introspection and serves the MCP handler at /mcp.
// @ts-nocheck
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import type { Env } from './env';
import { buildServer } from './server';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

function verifierFor(env: Env) {
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const res = await fetch(env.INTROSPECTION_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const data = (await res.json()) as Introspection;
      if (!data.active || !data.sub || !data.exp) throw new Error('inactive token');
      return {
        token,
        clientId: data.client_id ?? 'unknown',
        scopes: (data.scope ?? '').split(' ').filter(Boolean),
        expiresAt: data.exp,
        extra: { userId: data.sub },
      };
    },
  };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== '/mcp') return new Response('not found', { status: 404 });

    const auth = await requireBearerAuth({ verifier: verifierFor(env), requiredScopes: ['deploy'] })(request);
    if (auth instanceof Response) return auth;

    const handler = createMcpHandler(() => buildServer(env));
    return handler.fetch(request, { authInfo: auth });
  },
} satisfies ExportedHandler<Env>;
