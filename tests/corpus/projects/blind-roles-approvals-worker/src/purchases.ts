// Purchase request storage (Workers KV) and bearer-token authentication for the worker.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';

export async function createPurchaseRequest(env, userId: string, sku: string, quantity: number): Promise<string> {
  const id = crypto.randomUUID();
  await env.PURCHASES.put(id, JSON.stringify({ userId, sku, quantity, status: 'pending' }));
  return id;
}

export async function approvePurchase(env, requestId: string): Promise<boolean> {
  const record = JSON.parse((await env.PURCHASES.get(requestId)) ?? 'null');
  if (!record) return false;
  record.status = 'approved';
  await env.PURCHASES.put(requestId, JSON.stringify(record));
  return true;
}

export function authenticate(env, request: Request) {
  return requireBearerAuth({
    verifier: { verifyAccessToken: (token: string) => env.IDP.introspect(token) },
    requiredScopes: ['purchases:request'],
  })(request);
}

export async function placeIfApproved(env, requestId: string): Promise<boolean> {
  const record = JSON.parse((await env.PURCHASES.get(requestId)) ?? 'null');
  if (!record || record.status !== 'approved') return false;
  await env.ORDERS.send({ requestId, sku: record.sku, quantity: record.quantity });
  record.status = 'placed';
  await env.PURCHASES.put(requestId, JSON.stringify(record));
  return true;
}
