// ParcelRoute carrier integration: client-credentials token, rate shopping, label purchase and webhook signatures.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { request } from 'undici';
import { config } from './config.js';

let cached: { token: string; expiresAt: number } | undefined;

async function accessToken(): Promise<string> {
  if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.token;
  const basic = Buffer.from(`${config.carrier.clientId}:${config.carrier.clientSecret}`).toString('base64');
  const res = await request(`${config.carrier.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&scope=labels',
  });
  if (res.statusCode !== 200) throw new Error(`carrier token request failed: ${res.statusCode}`);
  const data = await res.body.json();
  cached = { token: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 };
  return cached.token;
}

async function carrierPost(path: string, body: unknown) {
  const res = await request(`${config.carrier.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.statusCode >= 300) throw new Error(`carrier ${path} failed: ${res.statusCode}`);
  return res.body.json();
}

export async function shopRates(shipment: { shipTo: unknown; weightGrams: number; dimsCm: unknown }) {
  const data = await carrierPost('/rates', shipment);
  return data.rates as Array<{ id: string; service: string; amountCents: number; etaDays: number; purchaseToken: string }>;
}

export async function buyLabel(rateId: string, purchaseToken: string) {
  return carrierPost('/labels', { rateId, purchaseToken }) as Promise<{ trackingNumber: string; labelUrl: string }>;
}

export function verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now = Date.now()): boolean {
  if (!signatureHeader) return false;
  const fields = Object.fromEntries(signatureHeader.split(',').map((kv) => kv.trim().split('=', 2)));
  const timestamp = Number(fields.t);
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp * 1000) > 300_000) return false;
  if (typeof fields.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(fields.v1)) return false;
  const computed = createHmac('sha256', config.carrier.webhookSecret).update(`${fields.t}.`).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(fields.v1, 'hex'), computed);
}
