// Orders service client: order lookup, RMA records and refunds, authenticated with this service's own token.
// @ts-nocheck
import { settings } from '../settings.js';

async function ordersCall(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
  const res = await fetch(`${settings.orders.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${settings.orders.serviceToken}`,
      'content-type': 'application/json',
      ...extraHeaders,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`orders ${method} ${path}: ${res.status}`);
  return res.json();
}

export const getOrder = (orderId: string) => ordersCall('GET', `/v1/orders/${encodeURIComponent(orderId)}`);

export const createRma = (orderId: string, rma: Record<string, unknown>) =>
  ordersCall('POST', `/v1/orders/${encodeURIComponent(orderId)}/rmas`, rma);

export const markRmaReceived = (rmaId: string, scannedBy: string, dock: string) =>
  ordersCall('POST', `/v1/rmas/${encodeURIComponent(rmaId)}/received`, { scannedBy, dock });

export const refund = (orderId: string, amountCents: number, reason: string, agentId: string, idempotencyKey: string) =>
  ordersCall('POST', `/v1/orders/${encodeURIComponent(orderId)}/refunds`, { amountCents, reason, agentId }, { 'idempotency-key': idempotencyKey });
