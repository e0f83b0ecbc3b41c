// Analyzer callback: verifies the HMAC signature of finished results before storing them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { results, orders } from './db.js';

const TOLERANCE_MS = 5 * 60 * 1000;

export function signatureValid(rawBody, timestampHeader, signatureHeader, now = Date.now()) {
  const ts = Number(timestampHeader);
  if (!Number.isFinite(ts) || Math.abs(now - ts) > TOLERANCE_MS) return false;
  if (typeof signatureHeader !== 'string' || !/^[A-Za-z0-9+/]{43}=$/.test(signatureHeader)) return false;
  const mac = createHmac('sha256', config.webhookSecret).update(`${ts}:`).update(rawBody).digest();
  const given = Buffer.from(signatureHeader, 'base64');
  return given.length === mac.length && timingSafeEqual(given, mac);
}

export async function handleAnalyzerCallback(rawBody, headers) {
  if (!signatureValid(rawBody, headers['x-analyzer-timestamp'], headers['x-analyzer-signature'])) {
    return { status: 401 };
  }
  const event = JSON.parse(rawBody.toString('utf8'));
  if (event.kind !== 'results.final') return { status: 202 };
  const order = await orders.findOne({ accession: event.accession });
  if (!order) return { status: 404 };
  await results.updateOne(
    { orderId: order._id },
    { $set: { orderId: order._id, analytes: event.analytes, finalizedAt: new Date(event.finalizedAt) } },
    { upsert: true },
  );
  await orders.updateOne({ _id: order._id }, { $set: { status: 'resulted' } });
  return { status: 204 };
}
