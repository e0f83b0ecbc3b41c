import 'server-only';
import { env } from '@/lib/env';

export interface Customer {
  id: string;
  email: string;
  name: string;
}

export interface Subscription {
  id: string;
  customerId: string;
  status: 'active' | 'trialing' | 'past_due' | 'canceled';
  plan: { id: string; name: string; amount: number; currency: string };
  currentPeriodEnd: string;
}

export interface Invoice {
  id: string;
  number: string;
  status: 'draft' | 'open' | 'paid' | 'void';
  total: number;
  currency: string;
  createdAt: string;
}

export interface TokenGrant {
  access_token: string;
  token_type: string;
  expires_in: number;
}

let serviceToken: { value: string; expiresAt: number } | undefined;

/** Client-credentials token for back-office reads (invoices, customers). */
async function serviceAccessToken(): Promise<string> {
  if (serviceToken && serviceToken.expiresAt - 30_000 > Date.now()) {
    return serviceToken.value;
  }
  const res = await fetch(new URL('/oauth/token', env.billingApiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: env.billingClientId,
      client_secret: env.billingClientSecret,
      scope: 'invoices:read customers:read',
    }),
  });
  if (!res.ok) throw new Error(`billing token endpoint answered ${res.status}`);
  const grant = (await res.json()) as TokenGrant;
  serviceToken = { value: grant.access_token, expiresAt: Date.now() + grant.expires_in * 1000 };
  return grant.access_token;
}

/**
 * RFC 8693 token exchange: trade the user's MCP access token for a billing-API token that can
 * act for that user (plan changes need the user's own consent scope, not the service account).
 */
export async function exchangeForBillingToken(subjectToken: string): Promise<TokenGrant> {
  const res = await fetch(new URL('/oauth/token', env.billingApiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      client_id: env.billingClientId,
      client_secret: env.billingClientSecret,
      scope: 'subscriptions:write',
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
  return (await res.json()) as TokenGrant;
}

async function call<T>(path: string, bearer: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, env.billingApiUrl), {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    cache: 'no-store',
  });
  if (!res.ok) {
    throw new Error(`billing API ${init.method ?? 'GET'} ${path}: ${res.status}`);
  }
  return (await res.json()) as T;
}

export async function customerForUser(userId: string): Promise<Customer> {
  return call<Customer>(`/v1/customers/by-user/${encodeURIComponent(userId)}`, await serviceAccessToken());
}

export async function listInvoices(
  customerId: string,
  opts: { status?: string; startingAfter?: string; limit?: number } = {},
): Promise<{ data: Invoice[]; hasMore: boolean }> {
  const query = new URLSearchParams({ customer: customerId, limit: String(opts.limit ?? 20) });
  if (opts.status) query.set('status', opts.status);
  if (opts.startingAfter) query.set('starting_after', opts.startingAfter);
  return call(`/v1/invoices?${query}`, await serviceAccessToken());
}

export async function getSubscription(subscriptionId: string, userToken: string): Promise<Subscription> {
  return call<Subscription>(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, userToken);
}

export async function cancelSubscription(
  subscriptionId: string,
  userToken: string,
  atPeriodEnd: boolean,
): Promise<Subscription> {
  return call<Subscription>(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, userToken, {
    method: 'POST',
    body: JSON.stringify({ at_period_end: atPeriodEnd }),
  });
}

export async function previewPlanChange(
  billingToken: string,
  planId: string,
): Promise<{ planName: string; amountDue: number; currency: string; prorationDate: number }> {
  return call(`/v1/subscriptions/current/preview?plan=${encodeURIComponent(planId)}`, billingToken);
}

export async function applyPlanChange(billingToken: string, planId: string, prorationDate: number): Promise<Subscription> {
  return call<Subscription>('/v1/subscriptions/current', billingToken, {
    method: 'PATCH',
    body: JSON.stringify({ plan: planId, proration_date: prorationDate }),
  });
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
}
