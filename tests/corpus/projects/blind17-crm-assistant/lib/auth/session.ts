import { sql } from "@vercel/postgres";
import type { AuthInfo } from "@modelcontextprotocol/server";
import { env } from "@/lib/env";

export interface HubSpotConnection {
  portalId: number;
  accessToken: string;
  refreshToken: string;
  expiresAt: number; // ms
}

export interface CrmSession {
  userId: string;
  orgId: string;
  email: string;
  hubspot: HubSpotConnection;
}

export const tokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(env.OAUTH_INTROSPECTION_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }),
      cache: "no-store",
    });
    const data = await res.json();
    if (!res.ok || !data.active) throw new Error("invalid token");
    return {
      token,
      clientId: data.client_id,
      scopes: String(data.scope ?? "").split(" ").filter(Boolean),
      expiresAt: data.exp,
      extra: { userId: data.sub },
    };
  },
};

export async function loadCrmSession(userId: string): Promise<CrmSession | null> {
  const { rows } = await sql`
    select u.id, u.org_id, u.email,
           h.portal_id, h.access_token, h.refresh_token, h.expires_at
      from users u
      join hubspot_connections h on h.user_id = u.id
     where u.id = ${userId}
     limit 1`;
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.id,
    orgId: row.org_id,
    email: row.email,
    hubspot: {
      portalId: Number(row.portal_id),
      accessToken: row.access_token,
      refreshToken: row.refresh_token,
      expiresAt: new Date(row.expires_at).getTime(),
    },
  };
}

/**
 * What a multi-round tool needs to resume without going back to Postgres.
 */
export function toResumeClaims(session: CrmSession) {
  return {
    org: session.orgId,
    email: session.email,
    portalId: session.hubspot.portalId,
    hsRefresh: session.hubspot.refreshToken,
  };
}
