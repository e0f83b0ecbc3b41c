// Bearer token verification against the FreightDesk identity service (RFC 7662 introspection).
// @ts-nocheck
import { z } from 'zod';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const IntrospectionSchema = z.discriminatedUnion('active', [
  z.object({ active: z.literal(false) }),
  z.object({
    active: z.literal(true),
    sub: z.string().min(1),
    client_id: z.string().min(1),
    scope: z.string().default(''),
    exp: z.number().int(),
    org_id: z.string().min(1),
  }),
]);

type Introspection = z.infer<typeof IntrospectionSchema>;

async function introspect(token: string): Promise<Introspection> {
  const basic = Buffer.from(`${config.identity.clientId}:${config.identity.clientSecret}`).toString('base64');
  const res = await fetch(new URL('/oauth2/introspect', config.identity.url), {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) {
    throw new Error(`token introspection failed with HTTP ${res.status}`);
  }
  return IntrospectionSchema.parse(await res.json());
}

export const authenticate = requireBearerAuth({
  requiredScopes: ['freight:quote'],
  verifier: {
    async verifyAccessToken(token: string) {
      const info = await introspect(token);
      if (!info.active) {
        throw new Error('access token is not active');
      }
      return {
        token,
        clientId: info.client_id,
        scopes: info.scope.split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub, orgId: info.org_id },
      };
    },
  },
});

export interface Principal {
  userId: string;
  orgId: string;
  scopes: string[];
}

export function principalOf(ctx): Principal {
  const authInfo = ctx.http?.authInfo;
  const extra = authInfo?.extra ?? {};
  if (typeof extra.userId !== 'string' || typeof extra.orgId !== 'string') {
    throw new Error('This tool needs an authenticated FreightDesk user.');
  }
  return { userId: extra.userId, orgId: extra.orgId, scopes: authInfo.scopes ?? [] };
}

export function requireScope(principal: Principal, scope: string): void {
  if (!principal.scopes.includes(scope)) {
    throw new Error(`Missing scope ${scope}.`);
  }
}
