// Resolves a sales rep's session from auth info and verifies bearer tokens against the identity provider.
// @ts-nocheck
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

export interface RepSession {
  userId: string;
  portalId: string;
  /** HubSpot OAuth access token obtained by token exchange at login */
  hubspotToken: string;
}

export function sessionFrom(authInfo: AuthInfo | undefined): RepSession {
  const extra = (authInfo?.extra ?? {}) as Partial<RepSession>;
  if (!authInfo || !extra.userId || !extra.portalId || !extra.hubspotToken) {
    throw new Error('crm-notes: no authenticated sales rep on this request');
  }
  return { userId: extra.userId, portalId: extra.portalId, hubspotToken: extra.hubspotToken };
}

const IDP = process.env.IDP_URL ?? 'https://login.example-sales.com';

export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(`${IDP}/oauth/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`userinfo ${res.status}`);
    const u = (await res.json()) as { sub: string; portal_id: string; hubspot_token: string; exp: number; aud: string };
    return {
      token,
      clientId: u.aud,
      scopes: ['crm.notes'],
      expiresAt: u.exp,
      extra: { userId: u.sub, portalId: u.portal_id, hubspotToken: u.hubspot_token },
    };
  },
};
