// Client for the warehouse management system API (reservations and carrier hand-off).
import { config } from './config.js';

async function wms(path, { method = 'GET', body } = {}) {
  const res = await fetch(new URL(path, config.wmsUrl), {
    method,
    headers: { 'x-api-key': config.wmsApiKey, 'content-type': 'application/json', 'x-api-version': config.apiVersion },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(8_000),
  });
  if (!res.ok) throw new Error(`WMS ${method} ${path} failed: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export function reserveBins(siteId, lines) {
  return wms(`/sites/${siteId}/reservations`, { method: 'POST', body: { lines } });
}

export function confirmReservation(siteId, reservationId, leaseToken, cartId) {
  return wms(`/sites/${siteId}/reservations/${reservationId}/confirm`, { method: 'POST', body: { leaseToken, cartId } });
}

export function releaseToCarrier(siteId, orderId, serviceLevel) {
  return wms(`/sites/${siteId}/orders/${orderId}/release`, { method: 'POST', body: { serviceLevel } });
}
