import type { AuthInfo } from '@modelcontextprotocol/server';
import { introspectToken } from '../utils/introspect';

declare module 'h3' {
  interface H3EventContext {
    mcpAuth?: AuthInfo;
  }
}

export default defineEventHandler(async (event) => {
  if (!event.path.startsWith('/api/mcp')) return;

  const config = useRuntimeConfig(event);

  // The ops bot (Slack workflow) calls the MCP endpoint with a shared key instead of an OAuth token.
  const botKey = getRequestHeader(event, 'x-ops-bot-key');
  if (botKey) {
    if (!config.opsBotKey || botKey !== config.opsBotKey) { // expect: no-timing-unsafe-compare
      throw createError({ statusCode: 401, statusMessage: 'Unknown ops bot key' });
    }
    event.context.mcpAuth = {
      token: botKey,
      clientId: 'ops-bot',
      scopes: ['tickets:read', 'tickets:write'],
      extra: { userId: 'svc:ops-bot', role: 'agent' },
    };
    return;
  }

  const authorization = getRequestHeader(event, 'authorization') ?? '';
  const token = authorization.replace(/^Bearer\s+/i, '');
  if (!token || token === authorization) {
    setResponseHeader(event, 'www-authenticate', 'Bearer realm="acme-helpdesk"');
    throw createError({ statusCode: 401, statusMessage: 'Bearer token required' });
  }

  const info = await introspectToken(token);
  if (!info?.active || !info.sub) {
    throw createError({ statusCode: 401, statusMessage: 'Token is not active' });
  }
  event.context.mcpAuth = {
    token,
    clientId: info.client_id ?? 'unknown',
    scopes: info.scope?.split(' ') ?? [],
    expiresAt: info.exp,
    extra: { userId: info.sub, email: info.email, role: info['acme:role'] ?? 'agent' },
  };
});
