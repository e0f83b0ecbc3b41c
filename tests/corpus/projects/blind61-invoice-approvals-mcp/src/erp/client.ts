import { ERP_BASE_URL, INVOICE_LOCK_TTL_SECONDS } from '../config.js';

const VAULT_URL = process.env.CREDENTIAL_VAULT_URL ?? 'http://vault-proxy.internal:8200';
const VAULT_TOKEN = process.env.CREDENTIAL_VAULT_TOKEN;

/** A user's ERP connection. The access token is fetched from the vault per call and never leaves the server. */
export interface Connection {
  id: string;
  ownerId: string;
  accessToken: string;
}

export interface Invoice {
  id: string;
  vendorName: string;
  vendorIban: string | null;
  currency: string;
  amountCents: number;
  status: 'pending' | 'approved' | 'rejected' | 'paid';
}

async function vault<T>(path: string): Promise<T> {
  const res = await fetch(`${VAULT_URL}${path}`, { headers: { 'x-vault-token': String(VAULT_TOKEN) } });
  if (!res.ok) throw new Error(`vault ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The ERP connection a user linked; looked up again on every round, never carried in state. */
export async function connectionFor(userId: string, connectionId?: string): Promise<Connection> {
  const conns = await vault<Connection[]>(`/v1/erp-connections?owner=${encodeURIComponent(userId)}`);
  const conn = connectionId ? conns.find((c) => c.id === connectionId) : conns[0];
  if (!conn || conn.ownerId !== userId) throw new Error('No ERP connection for this user; link one in the finance portal.');
  return conn;
}

async function erp<T>(conn: Connection, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${ERP_BASE_URL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${conn.accessToken}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`ERP ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const getInvoice = (conn: Connection, id: string) => erp<Invoice>(conn, `/invoices/${encodeURIComponent(id)}`);

export const pendingInvoices = (conn: Connection, opts: { vendor: string | null; pageToken?: string }) => {
  const query = new URLSearchParams({ status: 'pending', limit: '25' });
  if (opts.vendor) query.set('vendor', opts.vendor);
  if (opts.pageToken) query.set('page_token', opts.pageToken);
  return erp<{ items: Invoice[]; next_page_token?: string }>(conn, `/invoices?${query}`);
};

export async function quoteFx(from: string, to: string): Promise<{ rate: string; quotedAt: number }> {
  const res = await fetch(`${ERP_BASE_URL}/fx/quote?from=${from}&to=${to}`);
  if (!res.ok) throw new Error(`fx quote: ${res.status}`);
  const body = (await res.json()) as { rate: string; timestamp: string };
  return { rate: body.rate, quotedAt: Date.parse(body.timestamp) };
}

/** Reserves the invoice for one approver; false when someone else holds it. */
export const reserveInvoice = (conn: Connection, id: string, userId: string) =>
  erp<{ reserved: boolean }>(conn, `/invoices/${encodeURIComponent(id)}/reservation`, {
    method: 'PUT',
    body: JSON.stringify({ holder: userId, ttl_seconds: INVOICE_LOCK_TTL_SECONDS }),
  }).then((r) => r.reserved);

export const approveInvoice = (
  conn: Connection,
  id: string,
  body: { amountCents: number; fxRate: string | null; approver: string; via: string },
) => erp<{ approvalId: string }>(conn, `/invoices/${encodeURIComponent(id)}/approve`, { method: 'POST', body: JSON.stringify(body) });
