// Thin client for the billing service (ledger_mcp/billing.py used httpx).
// Function names match the Python module so the handlers port line by line.
import { BILLING_API_BASE, BILLING_CLIENT_ID } from './constants.js';
import { err, ok, type Result } from './utils/result.js';

export interface BillingGrant {
  access_token: string;
  token_type: string;
  expires_in: number;
}

export interface Invoice {
  id: string;
  number: string;
  customer_name: string;
  total_cents: number;
  currency: string;
  status: 'draft' | 'open' | 'paid' | 'void';
}

export interface CreditNote {
  id: string;
  number: string;
  amount_cents: number;
}

// RFC 8693 token exchange: the user's MCP token for a billing token that acts as them.
export async function exchange_token(subject_token: string): Promise<Result<BillingGrant>> {
  const client_secret = process.env.BILLING_CLIENT_SECRET;
  if (!client_secret) return err('BILLING_CLIENT_SECRET is not set');

  const res = await fetch(`${BILLING_API_BASE}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      client_id: BILLING_CLIENT_ID,
      client_secret,
    }),
  });
  if (!res.ok) return err(`token exchange failed: HTTP ${res.status}`);
  return ok((await res.json()) as BillingGrant);
}

async function _call<T>(access_token: string, method: string, path: string, body?: unknown): Promise<Result<T>> {
  let res: Response;
  try {
    res = await fetch(`${BILLING_API_BASE}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${access_token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    return err(e instanceof Error ? e : String(e));
  }
  if (!res.ok) return err(`billing ${method} ${path}: HTTP ${res.status}`);
  return ok((await res.json()) as T);
}

export function get_invoice(access_token: string, invoice_id: string): Promise<Result<Invoice>> {
  return _call<Invoice>(access_token, 'GET', `/invoices/${encodeURIComponent(invoice_id)}`);
}

export function void_invoice(access_token: string, invoice_id: string, reason: string): Promise<Result<Invoice>> {
  return _call<Invoice>(access_token, 'POST', `/invoices/${encodeURIComponent(invoice_id)}/void`, { reason });
}

export function create_credit_note(
  access_token: string,
  invoice_id: string,
  amount_cents: number,
  memo: string,
): Promise<Result<CreditNote>> {
  return _call<CreditNote>(access_token, 'POST', '/credit_notes', { invoice_id, amount_cents, memo });
}

export function format_money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
