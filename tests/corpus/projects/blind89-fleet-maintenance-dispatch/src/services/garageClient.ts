// HTTP client for the external garage booking service.
// @ts-nocheck
import { config } from '../config.js';

async function call(path: string, { method = 'GET', body, token }: { method?: string; body?: unknown; token: string }) {
  const res = await fetch(`${config.garageApiUrl}${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) {
    const detail = (await res.text()).slice(0, 300);
    throw new Error(`garage service ${method} ${path} -> ${res.status}: ${detail}`);
  }
  return res.status === 204 ? null : res.json();
}

export function findSlots(token: string, q: { depotId: string; serviceCode: string; from: string; days: number }) {
  const qs = new URLSearchParams({ service: q.serviceCode, from: q.from, days: String(q.days) });
  return call(`/depots/${encodeURIComponent(q.depotId)}/slots?${qs}`, { token });
}

export function bookSlot(token: string, b: { slotId: string; vehicleId: string; serviceCode: string }) {
  return call('/bookings', { method: 'POST', token, body: { slot_id: b.slotId, vehicle_ref: b.vehicleId, service: b.serviceCode } });
}

export function cancelVehicleBookings(vehicleId: string) {
  return call(`/vehicles/${encodeURIComponent(vehicleId)}/bookings`, { method: 'DELETE', token: config.garageServiceToken });
}
