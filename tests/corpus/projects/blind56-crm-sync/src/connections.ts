import { pool } from './db.js';
import { settings } from './settings.js';

export interface HubspotConnection {
  userId: string;
  portalId: number;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

async function refresh(conn: HubspotConnection): Promise<HubspotConnection> {
  const res = await fetch(`${settings.hubspot.apiBase}/oauth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: settings.hubspot.clientId,
      client_secret: settings.hubspot.clientSecret,
      refresh_token: conn.refreshToken,
    }),
  });
  if (!res.ok) throw new Error(`HubSpot token refresh failed (${res.status}); reconnect the portal`);
  const body = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
  const next = {
    ...conn,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: new Date(Date.now() + body.expires_in * 1000),
  };
  await pool.query(
    'update hubspot_connections set access_token = $2, refresh_token = $3, expires_at = $4 where user_id = $1',
    [next.userId, next.accessToken, next.refreshToken, next.expiresAt],
  );
  return next;
}

/** The user's HubSpot connection, refreshed when it is about to expire. */
export async function connectionFor(userId: string): Promise<HubspotConnection | null> {
  const { rows } = await pool.query(
    'select user_id, portal_id, access_token, refresh_token, expires_at from hubspot_connections where user_id = $1',
    [userId],
  );
  if (rows.length === 0) return null;
  const row = rows[0];
  const conn: HubspotConnection = {
    userId: row.user_id,
    portalId: Number(row.portal_id),
    accessToken: row.access_token,
    refreshToken: row.refresh_token,
    expiresAt: new Date(row.expires_at),
  };
  return conn.expiresAt.getTime() - Date.now() < 60_000 ? refresh(conn) : conn;
}
