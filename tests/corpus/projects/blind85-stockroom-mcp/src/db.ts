// Postgres storage for cycle-count sessions (kept server-side, looked up by a random handle) and the adjustment log.
// @ts-nocheck
import postgres from 'postgres';
import { settings } from './settings.js';

export const sql = postgres(settings.databaseUrl, { max: 10, idle_timeout: 30 });

export interface CountSession {
  handle: string;
  user_id: string;
  tool: string;
  site_id: string;
  zone: string;
  lines: Array<{ locationId: string; sku: string; systemQty: number }>;
  expires_at: Date;
}

export async function createCountSession(s: Omit<CountSession, 'expires_at'>): Promise<void> {
  await sql`
    INSERT INTO count_sessions (handle, user_id, tool, site_id, zone, lines, expires_at)
    VALUES (${s.handle}, ${s.user_id}, ${s.tool}, ${s.site_id}, ${s.zone}, ${sql.json(s.lines)}, now() + interval '10 minutes')`;
}

export async function takeCountSession(handle: string, userId: string, tool: string): Promise<CountSession | null> {
  const rows = await sql<CountSession[]>`
    DELETE FROM count_sessions
     WHERE handle = ${handle} AND user_id = ${userId} AND tool = ${tool} AND expires_at > now()
    RETURNING handle, user_id, tool, site_id, zone, lines, expires_at`;
  return rows[0] ?? null;
}

export async function logAdjustment(entry: {
  userId: string;
  siteId: string;
  sku: string;
  locationId: string;
  delta: number;
  reasonCode: string;
  adjustmentId: string;
}): Promise<void> {
  await sql`
    INSERT INTO adjustment_log (user_id, site_id, sku, location_id, delta, reason_code, wms_adjustment_id)
    VALUES (${entry.userId}, ${entry.siteId}, ${entry.sku}, ${entry.locationId}, ${entry.delta}, ${entry.reasonCode}, ${entry.adjustmentId})`;
}
