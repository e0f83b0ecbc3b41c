// Verifies a support agent's token by looking the agent up in the billing API.
// @ts-nocheck
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { config } from './config';

export async function verify(token: string): Promise<AuthInfo> {
  const res = await fetch(`${config.billingApiUrl}/v2/agents/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`agent lookup failed: ${res.status}`);
  const me = (await res.json()) as { id: string; tokenExpiresAt: number; scopes: string[] };
  return { token, clientId: 'support-console', scopes: me.scopes, expiresAt: me.tokenExpiresAt, extra: { userId: me.id } };
}
