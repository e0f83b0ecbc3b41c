/** Thin client for the practice-management system's scheduling API. */

const baseUrl = import.meta.env.SCHEDULING_API_URL;
const apiKey = import.meta.env.SCHEDULING_API_KEY;
if (!baseUrl || !apiKey) throw new Error('SCHEDULING_API_URL and SCHEDULING_API_KEY must be set');

export interface Slot {
  id: string;
  clinicId: string;
  practitioner: string;
  startsAt: string;
}

export interface SlotPage {
  slots: Slot[];
  nextPageToken: string | null;
}

export interface Appointment {
  id: string;
  patientId: string;
  clinicName: string;
  practitioner: string;
  startsAt: string;
  status: 'booked' | 'cancelled' | 'attended';
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`scheduling ${res.status} on ${path}`);
  return (await res.json()) as T;
}

export function listSlots(clinicId: string, date: string, pageToken?: string): Promise<SlotPage> {
  const query = new URLSearchParams({ clinic: clinicId, date, limit: '8' });
  if (pageToken) query.set('page_token', pageToken);
  return api<SlotPage>(`/v2/slots?${query}`);
}

export const getAppointment = (id: string) => api<Appointment>(`/v2/appointments/${encodeURIComponent(id)}`);

export const book = (patientId: string, slotId: string, reason: string) =>
  api<Appointment>('/v2/appointments', { method: 'POST', body: JSON.stringify({ patientId, slotId, reason }) });

export const cancel = (id: string) =>
  api<Appointment>(`/v2/appointments/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
