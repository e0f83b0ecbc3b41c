// Bearer-token gate: introspects tokens at the Ledgerline identity service and maps them to MCP AuthInfo.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';

type Introspection = {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  merchant_name?: string;
};

const introspect = (identityUrl: string) => async (token: string): Promise<Introspection> => {
  const res = await fetch(identityUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed with status ${res.status}`);
  return res.json();
};

const toAuthInfo = (token: string) => (claims: Introspection) => {
  if (!claims.active || !claims.sub) throw new Error('token is not active');
  return {
    token,
    clientId: claims.client_id ?? 'unknown-client',
    scopes: (claims.scope ?? '').split(' ').filter(Boolean),
    expiresAt: claims.exp,
    extra: { userId: claims.sub, merchantName: claims.merchant_name },
  };
};

export const makeAuthGate = (identityUrl: string) =>
  requireBearerAuth({
    verifier: {
      verifyAccessToken: (token: string) => introspect(identityUrl)(token).then(toAuthInfo(token)),
    },
    requiredScopes: ['refunds:read'],
  });
