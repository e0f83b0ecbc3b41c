// Server-only Stripe client for fetching, voiding and drafting invoices and searching customers.
// @ts-nocheck
import 'server-only';

const API = 'https://api.stripe.com/v1';

function secretKey(): string {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  return key;
}

async function stripe<T>(path: string, form?: Record<string, string>): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${secretKey()}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form ? new URLSearchParams(form) : undefined,
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`stripe ${res.status} ${path}`);
  return (await res.json()) as T;
}

export type Invoice = { id: string; number: string; status: string; amount_due: number; currency: string; customer_name: string };
export type Customer = { id: string; name: string; email: string };

export const billing = {
  invoice: (id: string) => stripe<Invoice>(`/invoices/${encodeURIComponent(id)}`),
  voidInvoice: (id: string) => stripe<Invoice>(`/invoices/${encodeURIComponent(id)}/void`, {}),
  searchCustomers: (q: string) =>
    stripe<{ data: Customer[] }>(`/customers/search?query=${encodeURIComponent(`name~"${q.replace(/"/g, '')}"`)}`).then((r) => r.data),
  draftInvoice: (customer: string, description: string, amount: number, currency: string) =>
    stripe<Invoice>('/invoices', { customer, description, currency, 'metadata[amount]': String(amount) }),
};
