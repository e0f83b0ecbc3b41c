// Cloudflare Worker entry that verifies session tokens and serves the calendar MCP server on /mcp.
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { buildServer } from './server.js';

export { CalendarStore } from './store.js';

async function sha256Hex(s) {
  const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s));
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const verifierFor = (env) => ({
  async verifyAccessToken(token) {
    const session = await env.SESSIONS.get(`s:${await sha256Hex(token)}`, 'json');
    if (!session || session.expiresAt * 1000 <= Date.now()) throw new Error('invalid_token');
    return { token, clientId: session.clientId, scopes: session.scopes, expiresAt: session.expiresAt, extra: { userId: session.userId } };
  },
});

export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname !== '/mcp') return new Response('Not found', { status: 404 });
    const auth = await requireBearerAuth({ verifier: verifierFor(env), requiredScopes: ['calendar'] })(request);
    if (auth instanceof Response) return auth;
    return createMcpHandler(() => buildServer(env)).fetch(request, { authInfo: auth });
  },
};
