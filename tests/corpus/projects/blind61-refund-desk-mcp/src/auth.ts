import type { AuthInfo } from '@modelcontextprotocol/server';
import { INTROSPECTION_URL, required } from './config.js';

const CLIENT_ID = required('IDP_CLIENT_ID');
const CLIENT_SECRET = required('IDP_CLIENT_SECRET');

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

/** Token verifier for requireBearerAuth(): RFC 7662 introspection against the desk's IdP. */
export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(INTROSPECTION_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
    const info = (await res.json()) as Introspection;
    if (!info.active || !info.sub || !info.exp) throw new Error('inactive token');
    return {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes: info.scope?.split(' ') ?? [],
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

export interface Caller {
  userId: string;
  scopes: string[];
  bearer: string;
}

/** The support agent behind this request, as the verified access token names them. */
export function callerOf(ctx: { http?: { authInfo?: AuthInfo } }): Caller {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || typeof userId !== 'string' || userId === '') {
    throw new Error('refund-desk needs an authenticated agent; is requireBearerAuth in front of /mcp?');
  }
  return { userId, scopes: auth.scopes, bearer: auth.token };
}
