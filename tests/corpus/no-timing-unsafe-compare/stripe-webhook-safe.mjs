// Models a Stripe-style webhook verifier (ESM) that compares each v1 signature with timingSafeEqual after a length check.
import { createHmac, timingSafeEqual } from 'node:crypto';

const DEFAULT_TOLERANCE = 300;

function secureCompare(a, b) {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function parseSignatureHeader(header) {
  const result = { timestamp: -1, signatures: [] };
  for (const part of header.split(',')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    const key = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (key === 't') result.timestamp = Number.parseInt(value, 10);
    if (key === 'v1') result.signatures.push(value);
  }
  return result;
}

export function verifyStripeEvent(payload, header, secret, tolerance = DEFAULT_TOLERANCE) {
  if (typeof header !== 'string') {
    throw new TypeError('stripe-signature header must be a string');
  }
  const { timestamp, signatures } = parseSignatureHeader(header);
  if (timestamp < 0 || signatures.length === 0) {
    throw new Error('Unable to extract timestamp and signatures from header');
  }
  const expectedSignature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  const matches = signatures.filter((candidate) => secureCompare(candidate, expectedSignature));
  if (matches.length === 0) {
    throw new Error('No signatures found matching the expected signature for payload');
  }
  const now = Math.floor(Date.now() / 1000);
  if (tolerance > 0 && Math.abs(now - timestamp) > tolerance) {
    throw new Error('Timestamp outside the tolerance zone');
  }
  return JSON.parse(payload);
}

export async function handleStripe(request) {
  const body = await request.text();
  const event = verifyStripeEvent(body, request.headers.get('stripe-signature'), process.env.STRIPE_WEBHOOK_SECRET);
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    if (session.payment_status === 'paid' && session.mode === 'subscription') {
      return new Response(JSON.stringify({ provision: session.customer }), { status: 200 });
    }
  }
  if (event.api_version !== '2024-06-20') {
    console.warn('unexpected Stripe API version', event.api_version);
  }
  return new Response(null, { status: 204 });
}
