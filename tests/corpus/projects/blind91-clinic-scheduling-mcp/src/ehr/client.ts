// FHIR-style client for the EHR scheduling API, authenticated with the server's own client credentials.
// @ts-nocheck
import { config } from '../config.js';

let cached: { token: string; expiresAtMs: number } | null = null;

async function serviceToken(): Promise<string> {
  if (cached && cached.expiresAtMs - 30_000 > Date.now()) return cached.token;
  const res = await fetch(config.ehrTokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.ehrClientId,
      client_secret: config.ehrClientSecret,
      scope: 'system/Slot.rs system/Appointment.cruds',
    }),
  });
  if (!res.ok) throw new Error(`EHR token endpoint returned ${res.status}`);
  const data = await res.json();
  cached = { token: data.access_token, expiresAtMs: Date.now() + data.expires_in * 1000 };
  return cached.token;
}

async function ehr(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(new URL(path, config.ehrBaseUrl), {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${await serviceToken()}`,
      accept: 'application/fhir+json',
      'content-type': 'application/fhir+json',
      ...(init.headers ?? {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`EHR ${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export async function freeSlots(clinicId: string, from: Date, to: Date) {
  const q = new URLSearchParams({ schedule: `Location/${clinicId}`, status: 'free', start: `ge${from.toISOString()}` });
  q.append('start', `lt${to.toISOString()}`);
  const bundle = await ehr(`/Slot?${q}`);
  return (bundle.entry ?? []).map((e) => ({ id: e.resource.id, start: e.resource.start, end: e.resource.end }));
}

export function holdSlot(slotId: string, patientId: string): Promise<{ holdId: string; holdToken: string; expiresAt: string }> {
  return ehr(`/Slot/${encodeURIComponent(slotId)}/$hold`, { method: 'POST', body: { patient: `Patient/${patientId}` } });
}

export function bookWithHold(holdId: string, holdToken: string, patientId: string) {
  return ehr('/Appointment', {
    method: 'POST',
    headers: { 'x-slot-hold': holdToken },
    body: { resourceType: 'Appointment', status: 'booked', slot: [{ reference: `SlotHold/${holdId}` }], participant: [{ actor: { reference: `Patient/${patientId}` } }] },
  });
}

export function cancelAppointment(appointmentId: string, reason: string) {
  return ehr(`/Appointment/${encodeURIComponent(appointmentId)}`, {
    method: 'PATCH',
    body: [{ op: 'replace', path: '/status', value: 'cancelled' }, { op: 'add', path: '/cancelationReason', value: { text: reason } }],
  });
}
