import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env.js';

// Hand-rolled instead of stripe.webhooks.constructEvent so the route can stay on the
// Fetch API (Request.text()) without keeping a raw Node buffer around.

const TOLERANCE_SECONDS = 300;

interface SignatureHeader {
  timestamp: number;
  signatures: string[];
}

function parseHeader(header: string): SignatureHeader {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === 't') timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return { timestamp, signatures };
}

export function verifyStripeSignature(
  rawBody: string,
  header: string | null,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;

  const expected = createHmac('sha256', env.STRIPE_WEBHOOK_SECRET).update(`${timestamp}.${rawBody}`, 'utf8').digest();
  // Stripe may send several v1 signatures while a secret is being rolled; any one may match.
  let matched = false;
  for (const hex of signatures) {
    const given = Buffer.from(hex, 'hex');
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched;
}

export interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export async function handleStripeEvent(event: StripeEvent): Promise<void> {
  switch (event.type) {
    case 'charge.refund.updated':
    case 'refund.failed':
      console.warn(`[stripe] ${event.type} ${String(event.data.object.id)} status=${String(event.data.object.status)}`);
      break;
    default:
      break;
  }
}
