import { config } from '../config.js';
import type { StripeConnection } from './accounts.js';

export interface Invoice {
  id: string;
  number: string;
  customer_email: string | null;
  amount_paid: number;
  currency: string;
  charge: string | null;
  status: string;
}

async function stripeCall<T>(conn: StripeConnection, method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<T> {
  const res = await fetch(`${config.stripe.apiBase}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${conn.secretKey}`,
      'stripe-account': conn.account,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const body = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`Stripe ${method} ${path}: ${body.error?.message ?? res.status}`);
  return body;
}

export function stripeFor(conn: StripeConnection) {
  return {
    invoice: (invoiceId: string) => stripeCall<Invoice>(conn, 'GET', `/invoices/${encodeURIComponent(invoiceId)}`),
    refund: (charge: string, amountCents: number, reason: string, idempotencyKey: string) =>
      stripeCall<{ id: string; status: string }>(conn, 'POST', '/refunds', {
        charge,
        amount: String(amountCents),
        reason,
        'metadata[idempotency]': idempotencyKey,
      }),
  };
}
