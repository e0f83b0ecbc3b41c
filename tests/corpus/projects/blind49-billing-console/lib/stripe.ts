import 'server-only';
import { env } from '@/lib/env';

const STRIPE_API = 'https://api.stripe.com/v1';

export interface Invoice {
  id: string;
  number: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amount_due: number;
  currency: string;
  customer_email: string | null;
  customer_name: string | null;
  hosted_invoice_url: string | null;
  metadata: Record<string, string>;
}

async function stripe<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${STRIPE_API}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${env.stripeSecretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...init.headers,
    },
    cache: 'no-store',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new Error(`Stripe ${res.status}: ${body.error?.message ?? res.statusText}`);
  }
  return (await res.json()) as T;
}

/** Loads an invoice and makes sure it belongs to the caller's organisation. */
export async function getOrgInvoice(invoiceId: string, orgId: string): Promise<Invoice | null> {
  const invoice = await stripe<Invoice>(`/invoices/${encodeURIComponent(invoiceId)}`);
  return invoice.metadata.org_id === orgId ? invoice : null;
}

export async function voidInvoice(invoiceId: string, reason?: string): Promise<Invoice> {
  if (reason) {
    await stripe(`/invoices/${encodeURIComponent(invoiceId)}`, {
      method: 'POST',
      body: new URLSearchParams({ 'metadata[void_reason]': reason }),
    });
  }
  return stripe<Invoice>(`/invoices/${encodeURIComponent(invoiceId)}/void`, { method: 'POST' });
}

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
