// Verifies access tokens through introspection and returns the user, workspace and token hash.
// @ts-nocheck
import { createHash } from 'node:crypto';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  ws?: string;
}

const INTROSPECT_URL = process.env.INTROSPECT_URL ?? 'https://auth.internal/oauth/introspect';
const INTROSPECT_BASIC = process.env.INTROSPECT_BASIC;
if (!INTROSPECT_BASIC) throw new Error('INTROSPECT_BASIC is required');

export async function verifyAccessToken(token: string) {
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: { authorization: `Basic ${INTROSPECT_BASIC}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const info = (await res.json()) as Introspection;
  if (!info.active || !info.sub || !info.ws) throw new Error('inactive token');
  return {
    token,
    clientId: info.client_id ?? 'unknown',
    scopes: (info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub, workspaceId: info.ws, tokenHash: createHash('sha256').update(token).digest('hex').slice(0, 12) },
  };
}
