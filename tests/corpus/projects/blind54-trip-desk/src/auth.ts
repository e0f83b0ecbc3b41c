import type { AuthInfo } from '@modelcontextprotocol/server';
import { config } from './config.js';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  agency_id?: string;
}

/** Token verifier for requireBearerAuth: RFC 7662 introspection against the desk IdP. */
export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const basic = Buffer.from(`${config.introspection.clientId}:${config.introspection.clientSecret}`).toString('base64');
    const res = await fetch(config.introspection.url, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
    const body = (await res.json()) as IntrospectionResponse;
    if (!body.active || !body.sub || !body.exp) throw new Error('inactive token');
    return {
      token,
      clientId: body.client_id ?? 'unknown',
      scopes: (body.scope ?? '').split(' ').filter(Boolean),
      expiresAt: body.exp,
      extra: { userId: body.sub, agencyId: body.agency_id },
    };
  },
};

export interface Caller {
  userId: string;
  agencyId: string;
}

type HandlerContext = { http?: { authInfo?: AuthInfo } };

/** The signed-in agent for a tool call; tools refuse to run without one. */
export function callerOf(ctx: HandlerContext): Caller {
  const extra = ctx.http?.authInfo?.extra as { userId?: unknown; agencyId?: unknown } | undefined;
  if (typeof extra?.userId !== 'string' || typeof extra.agencyId !== 'string') {
    throw new Error('trip-desk tools need an authenticated agent');
  }
  return { userId: extra.userId, agencyId: extra.agencyId };
}
