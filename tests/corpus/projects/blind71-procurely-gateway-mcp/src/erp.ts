// ERP integration: OAuth client-credentials calls to a tenant's ERP, and verification of ERP webhooks.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import type { ErpConnection } from './tenants.js';

const tokenCache = new Map<string, { accessToken: string; until: number }>();

async function accessToken(tenantId: string, erp: ErpConnection): Promise<string> {
  const hit = tokenCache.get(tenantId);
  if (hit && hit.until > Date.now() + 30_000) return hit.accessToken;
  const res = await fetch(erp.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: erp.clientId, client_secret: erp.clientSecret }),
    signal: AbortSignal.timeout(config.erpTimeoutMs),
  });
  if (!res.ok) throw new Error(`ERP token endpoint answered ${res.status}`);
  const json = await res.json();
  tokenCache.set(tenantId, { accessToken: json.access_token, until: Date.now() + json.expires_in * 1000 });
  return json.access_token;
}

export async function releasePurchaseOrder(
  tenantId: string,
  erp: ErpConnection,
  po: { number: string; vendorCode: string; amountCents: number; currency: string; approvedBy: string },
) {
  const res = await fetch(`${erp.baseUrl}/api/v2/companies/${erp.companyCode}/purchase-orders/${po.number}/release`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await accessToken(tenantId, erp)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      vendor: po.vendorCode,
      total: { amount: po.amountCents / 100, currency: po.currency },
      approver: po.approvedBy,
    }),
    signal: AbortSignal.timeout(config.erpTimeoutMs),
  });
  if (!res.ok) throw new Error(`ERP release answered ${res.status}`);
  return res.json();
}

export function verifyErpWebhook(secret: string, header: string | undefined, rawBody: Buffer): boolean {
  if (!header) return false;
  const fields = Object.fromEntries(
    header.split(',').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()];
    }),
  );
  const t = Number(fields.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > config.webhookToleranceSeconds) return false;
  if (!/^[0-9a-f]{64}$/.test(fields.v1 ?? '')) return false;
  const mac = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(mac, Buffer.from(fields.v1, 'hex'));
}
