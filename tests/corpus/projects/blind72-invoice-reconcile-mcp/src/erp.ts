// ERP REST client (client-credentials grant) for disputes and payment runs.
// @ts-nocheck
import { settings } from './settings.js';

let cached: { token: string; until: number } | undefined;

async function serviceToken(): Promise<string> {
  if (cached && cached.until > Date.now() + 30_000) return cached.token;
  const res = await fetch(new URL('/oauth/token', settings.erpBaseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: settings.erpClientId,
      client_secret: settings.erpClientSecret,
      scope: 'ap.disputes ap.payments',
    }),
  });
  if (!res.ok) throw new Error(`ERP token request failed: ${res.status}`);
  const body = await res.json();
  cached = { token: body.access_token, until: Date.now() + body.expires_in * 1000 };
  return cached.token;
}

async function erp<T>(method: string, path: string, body?: unknown, actor?: string): Promise<T> {
  const res = await fetch(`${settings.erpBaseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await serviceToken()}`,
      'content-type': 'application/json',
      ...(actor ? { 'x-on-behalf-of': actor } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`ERP ${method} ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

export function openDispute(invoiceId: string, lineNo: number, reasonCode: string, amountCents: number, actor: string) {
  return erp<{ disputeId: string }>('POST', `/ap/invoices/${encodeURIComponent(invoiceId)}/disputes`,
    { line: lineNo, reason_code: reasonCode, disputed_amount_cents: amountCents }, actor);
}

export function releasePayment(invoiceId: string, amountCents: number, valueDate: string, actor: string) {
  return erp<{ paymentId: string; status: string }>('POST', '/ap/payments',
    { invoice_id: invoiceId, amount_cents: amountCents, value_date: valueDate }, actor);
}

export function markMatched(invoiceId: string, bankLineId: string, actor: string) {
  return erp<{ ok: boolean }>('POST', `/ap/invoices/${encodeURIComponent(invoiceId)}/matches`, { bank_line_id: bankLineId }, actor);
}
