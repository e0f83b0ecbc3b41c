// Carrier API client (rate shopping and booking) and verification of the carrier's signed status webhooks.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';

const WEBHOOK_TOLERANCE_S = 300;

async function carrier(path: string, body: unknown) {
  const res = await fetch(new URL(path, config.carrier.baseUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.carrier.apiKey}`,
      'carrier-api-version': config.carrier.apiVersion,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`carrier ${path} answered ${res.status}`);
  return res.json();
}

export async function rateShop(order) {
  const data = await carrier('/v1/rates', {
    shipFrom: { warehouse: order.warehouse_id },
    shipTo: order.ship_to,
    parcels: order.parcel_count,
    weightGrams: order.total_weight_grams,
  });
  return data.rates.map((r) => ({
    label: `${r.service_name} (${r.transit_days}d) ${(r.amount_cents / 100).toFixed(2)}`,
    serviceCode: r.service_code,
    priceCents: r.amount_cents,
    quoteToken: r.quote_token,
  }));
}

export async function bookQuote(quoteToken: string, reference: string) {
  const data = await carrier('/v1/shipments', { quoteToken, reference });
  return { carrierRef: data.shipment_id as string, labelUrl: data.label_url as string };
}

export function verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, nowS = Math.floor(Date.now() / 1000)): boolean {
  if (!signatureHeader) return false;
  const fields = Object.fromEntries(
    signatureHeader.split(',').map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i).trim(), part.slice(i + 1).trim()];
    }),
  );
  const ts = Number(fields.t);
  if (!Number.isInteger(ts) || Math.abs(nowS - ts) > WEBHOOK_TOLERANCE_S) return false;
  const given = Buffer.from(String(fields.v1 ?? ''), 'hex');
  const computed = createHmac('sha256', config.carrier.webhookSecret).update(`${ts}.`).update(rawBody).digest();
  return given.length === computed.length && timingSafeEqual(given, computed);
}
