// Verifies finance-team bearer tokens (RS256 via the IdP's JWKS) and shapes them as MCP AuthInfo.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ResultAsync } from 'neverthrow';
import { settings } from './config/load.js';

const jwks = createRemoteJWKSet(new URL(settings.jwksUrl), { cooldownDuration: 30_000 });

export type AuthFailure = { status: 401 | 403; message: string };

export function authenticate(authorization: string | undefined): ResultAsync<any, AuthFailure> {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return ResultAsync.fromPromise(Promise.reject(new Error('missing')), () => ({ status: 401, message: 'Bearer token required' }));
  const token = match[1];
  return ResultAsync.fromPromise(
    jwtVerify(token, jwks, { issuer: settings.tokenIssuer, audience: settings.tokenAudience, algorithms: ['RS256'] }),
    () => ({ status: 401 as const, message: 'Invalid or expired token' }),
  ).andThen(({ payload }) => {
    const scopes = String(payload.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.includes('grants')) {
      return ResultAsync.fromPromise(Promise.reject(new Error('scope')), () => ({ status: 403 as const, message: 'grants scope required' }));
    }
    return ResultAsync.fromSafePromise(
      Promise.resolve({
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes,
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      }),
    );
  });
}
