// Field-service backend. The service credential never leaves this process.
const BASE = process.env.INSPECTIONS_API_URL ?? 'http://field-api.internal:8000';
const SERVICE_TOKEN = process.env.INSPECTIONS_API_TOKEN;

async function request(method, path, body) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${SERVICE_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const getWorkOrder = (id) => request('GET', `/work-orders/${encodeURIComponent(id)}`);
export const closeWorkOrder = (id, payload) => request('POST', `/work-orders/${encodeURIComponent(id)}/close`, payload);
export const getSite = (siteId) => request('GET', `/sites/${encodeURIComponent(siteId)}`);
export const freeSlots = (siteId, days) => request('GET', `/sites/${encodeURIComponent(siteId)}/slots?days=${days}`);
export const bookVisit = (siteId, slotId, inspector) =>
  request('POST', `/sites/${encodeURIComponent(siteId)}/visits`, { slotId, inspector });
