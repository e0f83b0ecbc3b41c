// Fetch client for the payments API: orders and refunds.
import { paymentsApiKey, paymentsBaseUrl } from './secrets.js';

async function call(path, init = {}) {
  const res = await fetch(`${paymentsBaseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${paymentsApiKey}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`payments ${path}: ${res.status}`);
  return res.json();
}

export const payments = {
  order: (orderId) => call(`/orders/${encodeURIComponent(orderId)}`),
  refund: (orderId, amountCents, reason, idempotencyKey) =>
    call(`/orders/${encodeURIComponent(orderId)}/refunds`, {
      method: 'POST',
      headers: { 'idempotency-key': idempotencyKey },
      body: JSON.stringify({ amount: amountCents, reason }),
    }),
};
