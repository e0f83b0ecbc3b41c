// HTTP client for the city's inspection scheduling service.
import { config } from './config.js';

async function call(path, { method = 'GET', body, query } = {}) {
  const url = new URL(path, config.inspections.baseUrl + '/');
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: {
      'x-api-key': config.inspections.apiKey,
      'x-api-version': config.inspections.apiVersion,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`inspection service ${method} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export async function availableSlots(permitNumber, inspectionType, days = 10) {
  const out = await call(`permits/${encodeURIComponent(permitNumber)}/slots`, {
    query: { type: inspectionType, days },
  });
  return out.slots.map((s) => ({ id: s.slot_id, start: s.start, inspector: s.inspector_name, district: s.district }));
}

export async function book(permitNumber, { slotId, inspectionType, siteContact, accessNotes, requestedBy }) {
  return call(`permits/${encodeURIComponent(permitNumber)}/inspections`, {
    method: 'POST',
    body: {
      slot_id: slotId,
      type: inspectionType,
      site_contact: siteContact,
      access_notes: accessNotes,
      requested_by: requestedBy,
    },
  });
}

export async function cancelOpenInspections(permitNumber, reason) {
  return call(`permits/${encodeURIComponent(permitNumber)}/inspections`, {
    method: 'DELETE',
    query: { status: 'scheduled', reason },
  });
}
