// Thin client for the Tidepay card processor used to take berth fees and issue refunds.
// @ts-nocheck
import { config } from './config.js';

async function tidepay(path: string, body: Record<string, unknown>) {
  const res = await fetch(`${config.tidepayBaseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.tidepayApiKey}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) {
    throw new Error(`tidepay ${path} failed: ${res.status} ${json?.error?.message ?? ''}`.trim());
  }
  return json;
}

export interface PaymentIntent {
  id: string;
  client_secret: string;
  status: string;
  amount: number;
}

export function createIntent(amountCents: number, currency: string, reference: string): Promise<PaymentIntent> {
  return tidepay('/payment_intents', {
    amount: amountCents,
    currency: currency.toLowerCase(),
    description: reference,
    capture_method: 'automatic',
    payment_method_types: ['card_on_file'],
  });
}

export function confirmIntent(intentId: string, clientSecret: string): Promise<PaymentIntent> {
  return tidepay(`/payment_intents/${encodeURIComponent(intentId)}/confirm`, { client_secret: clientSecret });
}

export function refund(intentId: string, reason: string) {
  return tidepay('/refunds', { payment_intent: intentId, reason });
}
