// Verifies bearer tokens with the helpdesk's OAuth introspection endpoint.
// @ts-nocheck
import { config } from './config.js';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

// Bearer tokens are checked by the helpdesk's introspection endpoint.
export async function verifyAccessToken(token: string) {
  const res = await fetch(new URL('/oauth/introspect', config.helpdeskUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const info = (await res.json()) as Introspection;
  if (!info.active || !info.sub || !info.exp) {
    throw new Error('inactive token');
  }
  return {
    token,
    clientId: info.client_id ?? 'unknown',
    scopes: (info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}
