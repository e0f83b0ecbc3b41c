// Caller authentication (OIDC access-token JWTs) and token exchange for storage-API access on the user's behalf.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(`${config.issuer.replace(/\/$/, '')}/.well-known/jwks.json`));

export async function verifyBearer(authorization: string | undefined) {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match) return null;
  const token = match[1];
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, tenant: payload.tenant },
    };
  } catch {
    return null;
  }
}

export async function exchangeForStorageToken(subjectToken: string) {
  const res = await fetch(config.tokenExchangeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: config.storageAudience,
      scope: 'assets:write assets:read',
      client_id: config.exchangeClientId,
      client_secret: config.exchangeClientSecret,
    }),
    signal: AbortSignal.timeout(8_000),
  });
  if (!res.ok) throw new Error(`token exchange failed with ${res.status}`);
  const body = await res.json();
  return { accessToken: body.access_token as string, expiresIn: Number(body.expires_in ?? 300) };
}
