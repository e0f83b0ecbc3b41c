// Thin REST client for the upstream Ledgerline billing API (form-encoded bodies, cursor pagination).
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { config } from './config.js';

export class BillingApiError extends Error {
  constructor(public status: number, public body: any) {
    super(body?.error?.message ?? `Ledgerline API responded ${status}`);
  }
}

function flatten(obj: Record<string, unknown>, prefix = '', out: [string, string][] = []) {
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof value === 'object' && !Array.isArray(value)) flatten(value as any, name, out);
    else if (Array.isArray(value)) value.forEach((v, i) => out.push([`${name}[${i}]`, String(v)]));
    else out.push([name, String(value)]);
  }
  return out;
}

type CallOptions = {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  apiKey?: string;
  account?: string;
  idempotencyKey?: string;
};

async function call(method: string, path: string, opts: CallOptions = {}) {
  const url = new URL(config.billingApiBase.replace(/\/$/, '') + path);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = {
    Authorization: `Bearer ${opts.apiKey ?? config.platformKey}`,
    'Ledger-Version': config.billingApiVersion,
    Accept: 'application/json',
  };
  if (opts.account) headers['Ledger-Account'] = opts.account;
  let body: string | undefined;
  if (opts.body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(flatten(opts.body)).toString();
  }
  if (method !== 'GET') headers['Idempotency-Key'] = opts.idempotencyKey ?? randomUUID();

  const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  const json = text ? JSON.parse(text) : {};
  if (!res.ok) throw new BillingApiError(res.status, json);
  return json;
}

export const billing = {
  listInvoices(p: { account: string; status?: string; customer?: string; startingAfter?: string; limit?: number }) {
    return call('GET', '/invoices', {
      account: p.account,
      query: { status: p.status, customer: p.customer, starting_after: p.startingAfter, limit: p.limit ?? 25 },
    });
  },

  getCharge(account: string, chargeId: string) {
    return call('GET', `/charges/${encodeURIComponent(chargeId)}`, { account, query: { 'expand[]': 'customer' } });
  },

  refund(account: string, chargeId: string, amount: number | undefined, reason: string, idempotencyKey: string) {
    return call('POST', '/refunds', {
      account,
      idempotencyKey,
      body: { charge: chargeId, amount, reason, metadata: { source: 'mcp' } },
    });
  },

  balance(accountKey: string) {
    return call('GET', '/balance', { apiKey: accountKey });
  },

  createPayout(
    accountKey: string,
    p: { amount: number; currency: string; destination: string },
    idempotencyKey: string,
  ) {
    return call('POST', '/payouts', {
      apiKey: accountKey,
      idempotencyKey,
      body: { amount: p.amount, currency: p.currency, destination: p.destination, method: 'standard' },
    });
  },
};
