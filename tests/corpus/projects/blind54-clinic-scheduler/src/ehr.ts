import forge from 'node-forge';
import { env } from './env.js';

export interface Appointment {
  id: string;
  patientId: string;
  patientName: string;
  clinicId: string;
  providerId: string;
  start: string;
  phone?: string;
}

export interface Slot {
  id: string;
  start: string;
  providerName: string;
}

async function ehr<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${env.ehr.baseUrl}${path}`, {
    ...init,
    headers: { 'x-api-key': env.ehr.apiKey, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`EHR ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const ehrClient = {
  appointment: (id: string) => ehr<Appointment>(`/appointments/${encodeURIComponent(id)}`),
  openSlots: (providerId: string, from: string) =>
    ehr<Slot[]>(`/providers/${encodeURIComponent(providerId)}/slots?from=${encodeURIComponent(from)}&limit=5`),
  move: (appointmentId: string, slotId: string, by: string) =>
    ehr<Appointment>(`/appointments/${encodeURIComponent(appointmentId)}/move`, {
      method: 'POST',
      body: JSON.stringify({ slot_id: slotId, changed_by: by }),
    }),
  dayList: (clinicId: string, date: string) =>
    ehr<Appointment[]>(`/clinics/${encodeURIComponent(clinicId)}/appointments?date=${encodeURIComponent(date)}`),
  staffClinics: (userId: string) => ehr<{ clinicIds: string[] }>(`/staff/${encodeURIComponent(userId)}/clinics`),
};

/** The EHR signs webhook bodies: `X-EHR-Signature: sha256=<hex hmac>`. */
export function ehrSignatureValid(rawBody: string, header: string | undefined): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const hmac = forge.hmac.create();
  hmac.start('sha256', env.ehr.webhookSecret);
  hmac.update(rawBody, 'utf8');
  return hmac.digest().toHex() === header.slice('sha256='.length).toLowerCase(); // expect: no-timing-unsafe-compare
}
