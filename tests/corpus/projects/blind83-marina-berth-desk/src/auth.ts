// Bearer-token check for the MCP endpoint, backed by the marina SSO token introspection endpoint.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  member_no?: string;
}

async function introspect(token: string): Promise<Introspection> {
  const basic = Buffer.from(`${config.ssoClientId}:${config.ssoClientSecret}`).toString('base64');
  const res = await fetch(config.ssoIntrospectionUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
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

const verifier = {
  async verifyAccessToken(token: string) {
    const info = await introspect(token);
    if (!info.active || !info.sub) {
      throw new Error('token is not active');
    }
    return {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub, memberNo: info.member_no ?? null },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['berths'] });
