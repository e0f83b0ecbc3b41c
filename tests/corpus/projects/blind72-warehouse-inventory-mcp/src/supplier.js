// PartsDirect supplier API: draft purchase orders are created and held on the supplier side until submitted.
import { env } from './env.js';

/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 */
async function call(method, path, body) {
  const res = await fetch(`${env.supplier.baseUrl}${path}`, {
    method,
    headers: {
      'x-api-key': env.supplier.apiKey,
      'api-version': env.supplier.apiVersion,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(12_000),
  });
  if (!res.ok) throw new Error(`supplier ${method} ${path} failed with ${res.status}`);
  return res.status === 204 ? null : res.json();
}

/**
 * @param {{ shipTo: string, lines: Array<{ sku: string, quantity: number }>, reference: string }} order
 * @returns {Promise<{ draftRef: string, totalCents: number, currency: string, leadTimeDays: number }>}
 */
export async function createDraftOrder(order) {
  const body = await call('POST', '/purchase-orders/drafts', {
    ship_to: order.shipTo,
    customer_reference: order.reference,
    lines: order.lines.map((l) => ({ sku: l.sku, qty: l.quantity })),
  });
  return { draftRef: body.draft_id, totalCents: body.total_cents, currency: body.currency, leadTimeDays: body.lead_time_days };
}

/** @param {string} draftRef */
export async function submitDraft(draftRef) {
  const body = await call('POST', `/purchase-orders/drafts/${encodeURIComponent(draftRef)}/submit`);
  return { orderNumber: body.order_number, eta: body.estimated_delivery };
}

/** @param {string} draftRef */
export async function discardDraft(draftRef) {
  await call('DELETE', `/purchase-orders/drafts/${encodeURIComponent(draftRef)}`);
}
