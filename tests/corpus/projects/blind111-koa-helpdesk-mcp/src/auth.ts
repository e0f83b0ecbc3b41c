// Koa middleware that resolves the bearer token by introspection, checks scopes and stores the auth info.
// @ts-nocheck
import type { Context, Next } from 'koa';
import { config } from './config.js';

export interface AgentAuthInfo {
  token: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  extra: { userId: string; email?: string };
}

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  email?: string;
}

async function introspect(token: string): Promise<IntrospectionResponse> {
  const res = await fetch(new URL('/oauth2/introspect', config.oauthIssuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) return { active: false };
  return (await res.json()) as IntrospectionResponse;
}

/** Koa middleware: resolves the bearer token to an AuthInfo on ctx.state. */
export function bearerAuth(requiredScopes: string[] = ['tickets']) {
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="helpdesk-mcp"');
      return;
    }
    const info = await introspect(match[1]);
    if (!info.active || !info.sub || !info.exp) {
      ctx.status = 401;
      return;
    }
    const scopes = (info.scope ?? '').split(' ').filter(Boolean);
    if (!requiredScopes.every((s) => scopes.includes(s))) {
      ctx.status = 403;
      ctx.body = { error: 'insufficient_scope' };
      return;
    }
    const authInfo: AgentAuthInfo = {
      token: match[1],
      clientId: info.client_id ?? 'unknown',
      scopes,
      expiresAt: info.exp,
      extra: { userId: info.sub, email: info.email },
    };
    ctx.state.authInfo = authInfo;
    await next();
  };
}
