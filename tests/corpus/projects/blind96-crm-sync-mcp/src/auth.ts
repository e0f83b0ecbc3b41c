// Bearer-token verification for incoming MCP requests using the IdP's introspection endpoint.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const resourceServerBasic = Buffer.from(
  `${encodeURIComponent(config.idp.clientId)}:${encodeURIComponent(config.idp.clientSecret)}`,
).toString('base64');

interface Introspection {
  active: boolean;
  sub?: string;
  iss?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  tenant_id?: string;
  email?: string;
}

async function introspect(token: string): Promise<Introspection> {
  const res = await fetch(config.idp.introspectionUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${resourceServerBasic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) {
    throw new Error(`introspection endpoint answered ${res.status}`);
  }
  return (await res.json()) as Introspection;
}

export const verifier = {
  async verifyAccessToken(token: string) {
    const info = await introspect(token);
    if (!info.active || !info.sub) {
      throw new Error('token is not active');
    }
    if (info.iss && info.iss !== config.idp.issuer) {
      throw new Error('token was issued by another authorization server');
    }
    return {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes: (info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      resource: new URL('/mcp', config.publicUrl),
      extra: { userId: info.sub, tenantId: info.tenant_id, email: info.email },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['crm.read'] });
