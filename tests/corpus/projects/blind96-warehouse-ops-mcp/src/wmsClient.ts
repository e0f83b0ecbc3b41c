// Warehouse management system client: service-account (client credentials) token plus the acting user's id.
// @ts-nocheck
import { config } from './config.js';

let saToken: { value: string; expiresAt: number } | null = null;

async function serviceAccountToken(): Promise<string> {
  if (saToken && saToken.expiresAt > Date.now() + 30_000) return saToken.value;
  const res = await fetch(config.wms.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.wms.clientId,
      client_secret: config.wms.clientSecret,
      scope: 'inventory shipments',
    }),
  });
  if (!res.ok) throw new Error(`WMS token endpoint answered ${res.status}`);
  const body = await res.json();
  saToken = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
  return saToken.value;
}

async function call(method: string, path: string, actingUser: string | null, body?: unknown) {
  const res = await fetch(`${config.wms.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await serviceAccountToken()}`,
      accept: 'application/json',
      ...(actingUser ? { 'x-acting-user': actingUser } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`WMS ${method} ${path} -> ${res.status}`);
  return { body: res.status === 204 ? null : await res.json(), etag: res.headers.get('etag') };
}

export const wms = {
  async availability(sku: string, quantity: number, warehouses: string[]) {
    const qs = new URLSearchParams({ sku, min: String(quantity), warehouses: warehouses.join(',') });
    return (await call('GET', `/inventory/availability?${qs}`, null)).body.items;
  },
  async reserve(input: { sku: string; quantity: number; orderRef: string; warehouseId: string }, actingUser: string) {
    return (await call('POST', '/reservations', actingUser, input)).body;
  },
  async getShipment(id: string) {
    const { body, etag } = await call('GET', `/shipments/${encodeURIComponent(id)}`, null);
    return { ...body, etag };
  },
  async cancelShipment(id: string, etag: string, reason: string, actingUser: string) {
    const res = await fetch(`${config.wms.baseUrl}/shipments/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await serviceAccountToken()}`,
        'content-type': 'application/json',
        'if-match': etag,
        'x-acting-user': actingUser,
      },
      body: JSON.stringify({ reason }),
    });
    if (res.status === 412) return { conflict: true };
    if (!res.ok) throw new Error(`WMS cancel -> ${res.status}`);
    return { conflict: false, shipment: await res.json() };
  },
  async updateTracking(trackingNumber: string, status: string, occurredAt: string) {
    return (await call('POST', '/shipments/tracking-events', null, { trackingNumber, status, occurredAt })).body;
  },
};

export async function sendAudit(callerAuthorization: string, event: Record<string, unknown>) {
  await fetch(config.auditUrl, {
    method: 'POST',
    headers: { authorization: callerAuthorization, 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'warehouse-ops', ...event }),
  }).catch((err) => console.warn('audit delivery failed', err.message));
}
