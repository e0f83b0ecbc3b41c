// Payment-provider access: per-tenant PayStream credentials from Vault, payment lookups and refunds.
import { config } from '../config.js';

const credentialCache = new Map();
const CACHE_MS = 5 * 60 * 1000;

export async function tenantCredentials(tenantId) {
  const hit = credentialCache.get(tenantId);
  if (hit && hit.until > Date.now()) return hit.value;
  const url = `${config.vault.addr}/v1/${config.vault.mount}/data/${encodeURIComponent(tenantId)}/paystream`;
  const res = await fetch(url, { headers: { 'x-vault-token': config.vault.token }, signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`vault read failed: ${res.status}`);
  const body = await res.json();
  const value = { accountId: body.data.data.account_id, secretKey: body.data.data.secret_key };
  credentialCache.set(tenantId, { value, until: Date.now() + CACHE_MS });
  return value;
}

async function call(secretKey, path, init = {}) {
  const res = await fetch(`${config.payments.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`paystream ${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return res.json();
}

export function getPayment(secretKey, paymentId) {
  return call(secretKey, `/payments/${encodeURIComponent(paymentId)}`);
}

export function createRefund(secretKey, { paymentId, amountCents, reason, idempotencyKey }) {
  return call(secretKey, '/refunds', {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ payment: paymentId, amount: amountCents, reason }),
  });
}
