// Verifies lab-customer bearer tokens (RS256 JWTs) and returns a status object the HTTP layer switches on.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify, errors } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.jwksUrl));

export type AuthOutcome =
  | { status: 'ok'; authInfo: { token: string; clientId: string; scopes: string[]; expiresAt: number; extra: { userId: string; accountId: string } } }
  | { status: 'missing' | 'invalid' | 'expired' | 'forbidden' };

export async function authenticate(header: string | undefined): Promise<AuthOutcome> {
  if (!header) return { status: 'missing' };
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return { status: 'missing' };
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience, algorithms: ['RS256'] });
    const scopes = String(payload.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.includes('lab:orders') || typeof payload.account_id !== 'string') return { status: 'forbidden' };
    return {
      status: 'ok',
      authInfo: {
        token,
        clientId: String(payload.azp ?? ''),
        scopes,
        expiresAt: Number(payload.exp),
        extra: { userId: String(payload.sub), accountId: payload.account_id },
      },
    };
  } catch (e) {
    return { status: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
