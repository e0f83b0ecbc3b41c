// Verifies bearer tokens by OAuth introspection and maps them to auth info.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { config } from './config.js';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

async function introspect(token: string): Promise<AuthInfo> {
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`ticket-triage:${config.introspectionClientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as Introspection;
  if (!body.active || !body.sub || !body.exp) {
    throw new Error('inactive token');
  }
  return {
    token,
    clientId: body.client_id ?? 'unknown',
    scopes: (body.scope ?? '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}

export const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken: introspect },
  requiredScopes: ['tickets:write'],
});
