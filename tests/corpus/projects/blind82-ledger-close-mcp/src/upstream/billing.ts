// Client for the billing service, reached with a token obtained through OAuth token exchange.
// @ts-nocheck
import { config } from '../config.js';

export async function exchangeForBillingToken(subjectToken: string) {
  const res = await fetch(config.billing.tokenExchangeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: config.billing.audience,
      scope: 'usage.read invoices.write',
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed with ${res.status}`);
  const body = await res.json();
  return { accessToken: body.access_token as string, expiresIn: body.expires_in as number };
}

async function call(token: string, path: string, init: RequestInit = {}) {
  const res = await fetch(new URL(path, config.billing.baseUrl), {
    ...init,
    headers: { ...(init.headers ?? {}), authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`billing ${path} answered ${res.status}`);
  return res.status === 204 ? undefined : res.json();
}

export async function fetchUnbilledUsage(token: string, entity: string, period: string) {
  const data = await call(token, `/v2/entities/${encodeURIComponent(entity)}/unbilled?period=${encodeURIComponent(period)}`);
  return { totalCents: Number(data.total_cents), reference: String(data.accrual_ref) };
}

export async function linkAccrualToEntry(token: string, accrualRef: string, entryId: string) {
  await call(token, `/v2/accruals/${encodeURIComponent(accrualRef)}/journal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ entryId }),
  });
}

export async function voidInBilling(token: string, invoiceId: string, reason: string) {
  await call(token, `/v2/invoices/${encodeURIComponent(invoiceId)}/void`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason }),
  });
}
