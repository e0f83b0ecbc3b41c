// Clients for internal city services: inspection scheduling and the applicant document locker.
import { config } from './config.js';

async function callService(base, path, { method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-city-api-key': config.services.apiKey,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${method} ${path} failed with ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export async function inspectionSlots(parcelId, inspectionType) {
  const data = await callService(config.services.inspectionsUrl, `/availability?parcel=${encodeURIComponent(parcelId)}&type=${encodeURIComponent(inspectionType)}&days=14`);
  return data.slots.map((s) => ({ id: s.slot_id, startsAt: s.starts_at, inspector: s.inspector_name }));
}

export async function bookInspection(slotId, permitNumber, contactName) {
  const data = await callService(config.services.inspectionsUrl, '/bookings', {
    method: 'POST',
    body: { slot_id: slotId, permit_number: permitNumber, contact_name: contactName },
  });
  return { bookingRef: data.booking_ref, startsAt: data.starts_at };
}

export async function lockerFiles(ownerId, fileIds) {
  const data = await callService(config.services.lockerUrl, `/owners/${encodeURIComponent(ownerId)}/files?ids=${fileIds.map(encodeURIComponent).join(',')}`);
  return data.files.map((f) => ({ fileId: f.id, fileName: f.name, sizeBytes: f.size, mime: f.mime_type }));
}

export async function requestCopyGrant(ownerId, fileIds) {
  const data = await callService(config.services.lockerUrl, '/grants', {
    method: 'POST',
    body: { owner_id: ownerId, file_ids: fileIds, purpose: 'permit-attachment', ttl_seconds: 600 },
  });
  return data.grant;
}

export async function copyToPermitRecord(grant, permitNumber) {
  return callService(config.services.lockerUrl, '/copies', {
    method: 'POST',
    body: { grant, destination: `permits/${permitNumber}` },
  });
}
