// Client for the payments provider: token exchange, payment lookups, refunds and cancellations.
// @ts-nocheck
import type { LedgerConfig } from '../config';

export interface DelegatedToken {
  access_token: string;
  expires_in: number;
  scope?: string;
}

export class PaymentsError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export async function exchangeForPaymentsToken(cfg: LedgerConfig, subjectToken: string): Promise<DelegatedToken> {
  const body = new URLSearchParams({
    grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
    subject_token: subjectToken,
    subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    audience: cfg.paymentsBaseUrl,
    scope: 'payments.refunds payments.read',
  });
  const res = await fetch(cfg.paymentsTokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${btoa(`${cfg.clientId}:${cfg.clientSecret}`)}`,
    },
    body,
  });
  if (!res.ok) throw new PaymentsError(`token exchange failed (${res.status})`, res.status);
  return res.json();
}

async function call<T>(cfg: LedgerConfig, accessToken: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${cfg.paymentsBaseUrl}${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${accessToken}`,
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new PaymentsError(`payments ${init.method ?? 'GET'} ${path} failed: ${res.status} ${text.slice(0, 200)}`, res.status);
  }
  return res.json() as Promise<T>;
}

export function getRefundable(cfg: LedgerConfig, accessToken: string, paymentIntentId: string) {
  return call<{ refundable_cents: number; currency: string }>(cfg, accessToken, `/v2/payment_intents/${encodeURIComponent(paymentIntentId)}/refundable`);
}

export function createRefund(
  cfg: LedgerConfig,
  accessToken: string,
  paymentIntentId: string,
  amountCents: number,
  idempotencyKey: string,
) {
  return call<{ id: string; status: string }>(cfg, accessToken, '/v2/refunds', {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ payment_intent: paymentIntentId, amount: amountCents, reason: 'requested_by_customer' }),
  });
}

export function cancelPaymentIntent(cfg: LedgerConfig, accessToken: string, paymentIntentId: string) {
  return call<{ id: string; status: string }>(cfg, accessToken, `/v2/payment_intents/${encodeURIComponent(paymentIntentId)}/cancel`, {
    method: 'POST',
    body: '{}',
  });
}
