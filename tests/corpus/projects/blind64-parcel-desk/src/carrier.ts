import { cfg } from './env.js';
import { json } from './lib/bytes.js';

// SwiftCarrier partner API. Every call needs a grant scoped to one shipper account.

export interface Grant {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

export interface Slot {
  id: string;
  from: string;
  to: string;
}

export interface Shipment {
  parcel: string;
  account: string;
  service: string;
  to: string;
  status: 'created' | 'picked_up' | 'in_transit' | 'delivered' | 'cancelled';
}

export async function grantFor(account: string): Promise<Grant> {
  const res = await fetch(`${cfg.carrier.base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: cfg.carrier.id,
      client_secret: cfg.carrier.pw,
      scope: `shipper:${account}`,
    }),
  });
  if (!res.ok) throw new Error(`carrier auth failed (${res.status})`);
  return json.in<Grant>(await res.text());
}

export async function call<T>(x: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${cfg.carrier.base}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${x}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`carrier ${init.method ?? 'GET'} ${path} failed (${res.status})`);
  return json.in<T>(await res.text());
}

export async function shipment(parcel: string, account: string): Promise<Shipment> {
  const res = await grantFor(account);
  return call<Shipment>(res.access_token, `/v2/shipments/${encodeURIComponent(parcel)}`);
}
