// Tidewater Pay client: card authorizations (holds), captures, voids and refunds.
import { config } from './config.js';

const { apiUrl, secretKey } = config.tidewater;

async function tidewater(method, path, body, idempotencyKey) {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${secretKey}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const payload = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`Tidewater ${method} ${path}: ${res.status} ${payload.error?.message ?? ''}`);
  return payload;
}

export const authorize = ({ customerRef, amountCents, description, idempotencyKey }) =>
  tidewater('POST', '/authorizations', { customer: customerRef, amount: amountCents, currency: 'eur', description }, idempotencyKey);

export const capture = (authorizationId, captureToken) =>
  tidewater('POST', `/authorizations/${authorizationId}/capture`, { capture_token: captureToken });

export const voidAuthorization = (authorizationId) => tidewater('POST', `/authorizations/${authorizationId}/void`);

export const refund = (paymentRef, amountCents, idempotencyKey) =>
  tidewater('POST', '/refunds', { payment: paymentRef, amount: amountCents }, idempotencyKey);
