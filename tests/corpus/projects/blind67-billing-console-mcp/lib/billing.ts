// Thin client for the internal billing service. Runs server-side only.
import 'server-only';

const BILLING_API = process.env.BILLING_API_URL ?? 'http://billing.internal:8080';

function serviceHeaders(): HeadersInit {
  const token = process.env.BILLING_SERVICE_TOKEN;
  if (!token) throw new Error('BILLING_SERVICE_TOKEN is not set');
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BILLING_API}${path}`, { ...init, headers: serviceHeaders(), cache: 'no-store' });
  if (!res.ok) throw new Error(`billing ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export interface ApiKeyRecord {
  id: string;
  mode: 'live' | 'test';
  sha256: string; // hex digest of the full key
  scopes: string[];
  integration: string;
  ownerUserId: string;
  accountId: string;
  revokedAt: string | null;
}

export interface Subscription {
  id: string;
  customerId: string;
  status: 'active' | 'trialing' | 'past_due' | 'canceled';
  plan: { name: string; amountCents: number; interval: 'month' | 'year' };
  currentPeriodEnd: string;
}

export interface Invoice {
  id: string;
  number: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  totalCents: number;
  currency: string;
  createdAt: string;
}

export interface InvoicePage {
  invoices: Invoice[];
  nextPageToken: string | null;
}

export const findApiKeyByPrefix = (prefix: string) =>
  call<ApiKeyRecord | null>(`/api-keys/by-prefix/${encodeURIComponent(prefix)}`);

export const touchApiKey = (id: string) => call<void>(`/api-keys/${id}/touch`, { method: 'POST' });

export const getCustomer = (accountId: string, customerId: string) =>
  call<{ id: string; name: string; creditLimitCents: number }>(`/accounts/${accountId}/customers/${customerId}`);

export const getSubscription = (accountId: string, subscriptionId: string) =>
  call<Subscription>(`/accounts/${accountId}/subscriptions/${subscriptionId}`);

export const cancelSubscription = (accountId: string, subscriptionId: string, atPeriodEnd: boolean) =>
  call<Subscription>(`/accounts/${accountId}/subscriptions/${subscriptionId}/cancel`, {
    method: 'POST',
    body: JSON.stringify({ atPeriodEnd }),
  });

export const listInvoices = (accountId: string, customerId: string, status?: string, pageToken?: string) => {
  const qs = new URLSearchParams({ limit: '20' });
  if (status) qs.set('status', status);
  if (pageToken) qs.set('page_token', pageToken);
  return call<InvoicePage>(`/accounts/${accountId}/customers/${customerId}/invoices?${qs}`);
};

export const createCredit = (
  accountId: string,
  customerId: string,
  amountCents: number,
  currency: string,
  reason: string,
) =>
  call<{ id: string }>(`/accounts/${accountId}/customers/${customerId}/credits`, {
    method: 'POST',
    body: JSON.stringify({ amountCents, currency, reason }),
  });
