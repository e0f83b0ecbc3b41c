import type { AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from '../settings.js';

const issuer = `https://login.microsoftonline.com/${settings.tenantId}/v2.0`;
const jwks = createRemoteJWKSet(new URL(`https://login.microsoftonline.com/${settings.tenantId}/discovery/v2.0/keys`));

/** Validates an Entra ID access token issued for the runbook API. */
export async function authenticate(authorization: string | null): Promise<AuthInfo | undefined> {
  if (!authorization?.startsWith('Bearer ')) return undefined;
  const token = authorization.slice('Bearer '.length).trim();
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer, audience: settings.apiAudience });
    const scopes = String(payload.scp ?? '').split(' ').filter(Boolean);
    if (!scopes.includes('Runbook.Operate')) return undefined;
    return {
      token,
      clientId: String(payload.azp),
      scopes,
      expiresAt: payload.exp,
      extra: { userId: String(payload.oid), upn: payload.preferred_username },
    };
  } catch {
    return undefined;
  }
}

type WithAuth = { http?: { authInfo?: AuthInfo } };

/** The signed-in engineer's object id. */
export function callerOf(ctx: WithAuth): string {
  const oid = ctx.http?.authInfo?.extra?.userId;
  if (typeof oid !== 'string' || oid === '') throw new Error('This MCP server needs an Entra ID sign-in.');
  return oid;
}
