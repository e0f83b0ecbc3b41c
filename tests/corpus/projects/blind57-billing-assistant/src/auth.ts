import { requireBearerAuth } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { env } from './env.js';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const res = await fetch(env.INTROSPECTION_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${env.INTROSPECTION_CLIENT_ID}:${env.INTROSPECTION_CLIENT_SECRET}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) throw new Error(`introspection: HTTP ${res.status}`);
  const info = (await res.json()) as Introspection;
  if (!info.active || !info.sub || !info.exp) throw new Error('inactive token');
  return {
    token,
    clientId: info.client_id ?? '',
    scopes: info.scope ? info.scope.split(' ') : [],
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}

export const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ['billing:read'],
});

interface HandlerContext {
  http?: { authInfo?: AuthInfo };
}

export class NotAllowed extends Error {}

/** The signed-in finance user; never the OAuth client id, which every user of the same app shares. */
export function callerOf(ctx: HandlerContext): { userId: string; scopes: string[] } {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || typeof userId !== 'string' || userId === '') {
    throw new NotAllowed('This server only runs over authenticated HTTP.');
  }
  return { userId, scopes: auth.scopes };
}

export function requireScope(caller: { scopes: string[] }, scope: string): void {
  if (!caller.scopes.includes(scope)) {
    throw new NotAllowed(`Missing scope ${scope}.`);
  }
}
