// Parcel carrier API client: return-label quotes and label purchase.
// @ts-nocheck
import { settings } from '../settings.js';

export interface RateOption {
  service: string;
  label: string;
  priceCents: number;
  rateToken: string;
}

async function carrierCall(path: string, body: unknown) {
  const res = await fetch(`${settings.carrier.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': settings.carrier.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ account: settings.carrier.accountNumber, ...body }),
    signal: AbortSignal.timeout(12_000),
  });
  if (!res.ok) throw new Error(`carrier ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function quoteReturn(fromAddress, toWarehouse: string, parcel: { weightGrams: number }): Promise<RateOption[]> {
  const data = await carrierCall('/v2/returns/rates', { from: fromAddress, to: { facility: toWarehouse }, parcel });
  return data.rates.map((r) => ({
    service: r.service_code,
    label: `${r.service_name} (${r.transit_days}d)`,
    priceCents: Math.round(r.amount * 100),
    rateToken: r.rate_token,
  }));
}

export async function buyLabel(rateToken: string, reference: string) {
  const data = await carrierCall('/v2/returns/labels', { rate_token: rateToken, reference });
  return { trackingNumber: data.tracking_number as string, labelUrl: data.label_url as string };
}
