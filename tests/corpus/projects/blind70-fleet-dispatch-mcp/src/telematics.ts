// Client for the Trakline telematics partner API plus per-tenant credential lookup.
// @ts-nocheck
import { child } from './log.js';

const log = child({ mod: 'telematics' });

export interface PartnerCredentials {
  accountId: string;
  accessToken: string;
  expiresAt: string;
}

export function createTelematics({ baseUrl, db, fetchImpl = fetch }) {
  async function credentialsFor(tenantId: string): Promise<PartnerCredentials> {
    const row = await db.one(
      `select account_id, access_token, expires_at
         from partner_credentials
        where tenant_id = $1 and provider = 'trakline' and revoked_at is null
        order by expires_at desc
        limit 1`,
      [tenantId],
    );
    if (!row) throw new Error(`no telematics credentials configured for tenant ${tenantId}`);
    return { accountId: row.account_id, accessToken: row.access_token, expiresAt: row.expires_at };
  }

  async function call(path: string, accessToken: string, init: RequestInit = {}) {
    const res = await fetchImpl(`${baseUrl}${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        ...(init.headers ?? {}),
      },
    });
    if (res.status === 404) return null;
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      log.warn({ status: res.status, path }, 'telematics call failed');
      throw new Error(`telematics ${res.status}: ${text.slice(0, 200)}`);
    }
    return res.json();
  }

  return {
    credentialsFor,
    async livePosition(accessToken: string, unitId: string) {
      return call(`/units/${encodeURIComponent(unitId)}/position`, accessToken);
    },
    async positionTrail(accessToken: string, unitId: string, minutes: number) {
      const since = new Date(Date.now() - minutes * 60_000).toISOString();
      return call(`/units/${encodeURIComponent(unitId)}/trail?since=${encodeURIComponent(since)}`, accessToken);
    },
    async pushRoute(accessToken: string, unitId: string, waypoints: Array<{ lat: number; lon: number }>) {
      return call(`/units/${encodeURIComponent(unitId)}/route`, accessToken, {
        method: 'PUT',
        body: JSON.stringify({ waypoints }),
      });
    },
    async diagnostics(accessToken: string, unitId: string) {
      return call(`/units/${encodeURIComponent(unitId)}/diagnostics`, accessToken);
    },
  };
}
