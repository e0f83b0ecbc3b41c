// Curried fetch client for the billing API: get, remind and void invoices.
// @ts-nocheck
const BILLING_API = process.env.BILLING_API_URL ?? 'https://billing.internal.example.com/v2';

export type Invoice = Readonly<{
  id: string;
  customerEmail: string;
  amountDue: number;
  currency: string;
  status: 'open' | 'paid' | 'void';
}>;

const call =
  (method: 'GET' | 'POST') =>
  (token: string) =>
  async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${BILLING_API}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`billing ${method} ${path} -> ${res.status}`);
    return (await res.json()) as T;
  };

export const getInvoice = (token: string) => (id: string) => call('GET')(token)<Invoice>(`/invoices/${encodeURIComponent(id)}`);

export const sendReminder = (token: string) => (id: string, note: string) =>
  call('POST')(token)<{ queued: boolean }>(`/invoices/${encodeURIComponent(id)}/reminders`, { note });

export const voidInvoice = (token: string) => (id: string, reason: string) =>
  call('POST')(token)<Invoice>(`/invoices/${encodeURIComponent(id)}/void`, { reason });
