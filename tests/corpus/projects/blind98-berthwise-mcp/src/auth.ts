// Bearer-token checks for berth planners (via IdP introspection) and the terminal operating system's sync account.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

async function introspect(token: string) {
  const basic = Buffer.from(`${config.introspectionClientId}:${config.introspectionClientSecret}`).toString('base64');
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${basic}`,
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection endpoint answered ${res.status}`);
  return res.json();
}

const verifier = {
  async verifyAccessToken(token: string) {
    if (config.serviceToken && token === config.serviceToken) { // expect: no-timing-unsafe-compare
      return {
        token,
        clientId: 'tos-sync',
        scopes: ['berths:read', 'berths:write'],
        expiresAt: Math.floor(Date.now() / 1000) + 300,
        extra: { userId: 'svc:tos-sync', roles: ['automation'], terminals: ['*'] },
      };
    }

    const info = await introspect(token);
    if (!info.active) throw new Error('token is not active');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: {
        userId: info.sub,
        roles: Array.isArray(info.roles) ? info.roles : [],
        terminals: Array.isArray(info.terminals) ? info.terminals : [],
      },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['berths:read'] });

export function hasRole(ctx, role: string): boolean {
  return (ctx.http?.authInfo?.extra?.roles ?? []).includes(role);
}

export function canUseTerminal(ctx, terminal: string): boolean {
  const allowed = ctx.http?.authInfo?.extra?.terminals ?? [];
  return allowed.includes('*') || allowed.includes(terminal);
}
