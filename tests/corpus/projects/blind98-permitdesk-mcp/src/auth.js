// Bearer-token verification against the city identity provider's introspection endpoint.
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const basic = Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret}`).toString('base64');

async function verifyAccessToken(token) {
  const res = await fetch(config.idp.introspectionUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`introspection returned ${res.status}`);
  const info = await res.json();
  if (!info.active || !info.sub) throw new Error('inactive token');
  return {
    token,
    clientId: info.client_id,
    scopes: (info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: {
      userId: info.sub,
      roles: info.roles ?? [],
      contractorLicence: info.contractor_licence ?? null,
    },
  };
}

export const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ['permits'],
});

export function callerOf(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId) throw new Error('unauthenticated request');
  return {
    userId: String(extra.userId),
    roles: new Set(extra.roles),
    licence: extra.contractorLicence,
  };
}
