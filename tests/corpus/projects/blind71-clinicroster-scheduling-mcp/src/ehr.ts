// Client for each clinic's EHR scheduling API; per-clinic credentials are read from Vault and cached briefly.
// @ts-nocheck
import { config } from './config.js';
import type { Clinic } from './clinics.js';

const credentialCache = new Map<string, { apiKey: string; until: number }>();

async function ehrApiKey(clinicId: string): Promise<string> {
  const hit = credentialCache.get(clinicId);
  if (hit && hit.until > Date.now()) return hit.apiKey;
  const res = await fetch(`${config.vault.address}/v1/clinic/data/${encodeURIComponent(clinicId)}/ehr`, {
    headers: { 'x-vault-token': config.vault.token },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`vault answered ${res.status} for clinic ${clinicId}`);
  const body = await res.json();
  const apiKey = body?.data?.data?.api_key;
  if (!apiKey) throw new Error(`no EHR credential stored for clinic ${clinicId}`);
  credentialCache.set(clinicId, { apiKey, until: Date.now() + 5 * 60_000 });
  return apiKey;
}

async function ehr(clinic: Clinic, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(new URL(path, clinic.ehrBaseUrl), {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${await ehrApiKey(clinic.id)}`,
      accept: 'application/fhir+json',
      ...(init.body ? { 'content-type': 'application/fhir+json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`EHR ${init.method ?? 'GET'} ${path} answered ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export function searchSlots(clinic: Clinic, date: string, practitionerId?: string) {
  const params = new URLSearchParams({ start: date, status: 'free', _count: '50' });
  if (practitionerId) params.set('schedule.actor', `Practitioner/${practitionerId}`);
  return ehr(clinic, `Slot?${params}`);
}

export function bookSlot(clinic: Clinic, slotId: string, patientId: string, reason: string) {
  return ehr(clinic, 'Appointment', {
    method: 'POST',
    body: {
      resourceType: 'Appointment',
      status: 'booked',
      slot: [{ reference: `Slot/${slotId}` }],
      participant: [{ actor: { reference: `Patient/${patientId}` }, status: 'accepted' }],
      description: reason,
    },
  });
}

export function cancelAppointment(clinic: Clinic, appointmentId: string, reason: string) {
  return ehr(clinic, `Appointment/${encodeURIComponent(appointmentId)}`, {
    method: 'PATCH',
    body: [
      { op: 'replace', path: '/status', value: 'cancelled' },
      { op: 'add', path: '/cancelationReason', value: { text: reason } },
    ],
  });
}

export function getAppointment(clinic: Clinic, appointmentId: string) {
  return ehr(clinic, `Appointment/${encodeURIComponent(appointmentId)}`);
}

export function exportPatient(clinic: Clinic, patientId: string, includeHistory: boolean) {
  return ehr(clinic, `Patient/${encodeURIComponent(patientId)}/$everything${includeHistory ? '' : '?_type=Patient'}`);
}

export function importPatientBundle(clinic: Clinic, bundle: unknown) {
  return ehr(clinic, '', { method: 'POST', body: { ...bundle, type: 'transaction' } });
}
