// Staff bearer tokens: introspected at the identity provider and turned into MCP AuthInfo.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const basic = Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret}`, 'utf8').toString('base64');

async function verifyAccessToken(token: string) {
  const res = await fetch(config.idp.introspectionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`introspection answered ${res.status}`);
  const info = await res.json();
  if (!info.active) throw new Error('token is not active');
  const audiences = Array.isArray(info.aud) ? info.aud : [info.aud];
  if (!audiences.includes(config.idp.audience)) throw new Error('token was issued for another audience');
  if (typeof info.clinic_id !== 'string' || typeof info.sub !== 'string') throw new Error('token lacks clinic or subject');
  return {
    token,
    clientId: info.client_id,
    scopes: String(info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    resource: new URL(config.idp.audience),
    extra: { clinicId: info.clinic_id, staffId: info.sub, staffName: info.name ?? info.sub },
  };
}

export const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ['roster:read'],
});
