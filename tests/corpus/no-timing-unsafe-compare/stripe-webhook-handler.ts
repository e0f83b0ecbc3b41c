// Models a hand-rolled Stripe-style webhook check (t=…,v1=… header, timestamp tolerance) that matches v1 signatures with ===.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import type { Request, Response } from 'express';
import { markInvoicePaid, cancelSubscription } from '../billing/service.js';

const TOLERANCE_SECONDS = 300;
const endpointSecret = process.env.STRIPE_WEBHOOK_SECRET!;

interface ParsedHeader {
  timestamp: number;
  signatures: string[];
}

function parseHeader(header: string): ParsedHeader | null {
  let timestamp = -1;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') {
      timestamp = Number(value);
    } else if (key === 'v1' && value) {
      signatures.push(value);
    }
  }
  if (timestamp === -1 || signatures.length === 0) {
    return null;
  }
  return { timestamp, signatures };
}

export function constructEvent(rawBody: string, header: string | undefined) {
  if (header === undefined) {
    throw new Error('No stripe-signature header value was provided.');
  }
  const parsed = parseHeader(header);
  if (parsed === null) {
    throw new Error('Unable to extract timestamp and signatures from header');
  }
  const expected = createHmac('sha256', endpointSecret)
    .update(`${parsed.timestamp}.${rawBody}`, 'utf8')
    .digest('hex');

  const matched = parsed.signatures.some((signature) => signature === expected); // expect: no-timing-unsafe-compare
  if (!matched) {
    throw new Error('No signatures found matching the expected signature for payload');
  }
  const age = Math.floor(Date.now() / 1000) - parsed.timestamp;
  if (TOLERANCE_SECONDS > 0 && age > TOLERANCE_SECONDS) {
    throw new Error('Timestamp outside the tolerance zone');
  }
  return JSON.parse(rawBody) as { id: string; type: string; data: { object: Record<string, unknown> } };
}

export async function stripeWebhook(req: Request, res: Response) {
  let event;
  try {
    event = constructEvent(req.body.toString('utf8'), req.header('stripe-signature'));
  } catch (error) {
    return res.status(400).send(`Webhook Error: ${(error as Error).message}`);
  }

  switch (event.type) {
    case 'invoice.paid':
      await markInvoicePaid(event.data.object.id as string);
      break;
    case 'customer.subscription.deleted':
      await cancelSubscription(event.data.object.id as string);
      break;
    default:
      break;
  }
  if (event.data.object.livemode === false && process.env.NODE_ENV === 'production') {
    console.warn('test-mode event received in production', event.id);
  }
  return res.json({ received: true });
}
