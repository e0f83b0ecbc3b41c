import { env } from '@/lib/env';

// Thin client for the practice management system's partner API.
// Tokens are client-credentials, scoped to one clinic, valid ~1h. The token endpoint
// is rate limited (10/min per partner) and Vercel functions are cold more often than not.

export interface PmsSession {
  clinicId: string;
  accessToken: string;
  expiresAt: number;
}

export interface Slot {
  id: string;
  vetName: string;
  room: string;
  startsAt: string;
  durationMin: number;
}

export interface Appointment {
  id: string;
  petId: string;
  petName: string;
  ownerName: string;
  vetName: string;
  type: string;
  startsAt: string;
  status: 'booked' | 'arrived' | 'cancelled' | 'completed';
}

export class PmsError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export async function pmsSession(clinicId: string): Promise<PmsSession> {
  const res = await fetch(`${env.PMS_BASE_URL}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: env.PMS_CLIENT_ID,
      client_secret: env.PMS_CLIENT_SECRET,
      scope: `clinic:${clinicId} appointments`,
    }),
  });
  if (!res.ok) throw new PmsError(`token endpoint answered ${res.status}`, res.status);
  const json = (await res.json()) as { access_token: string; expires_in: number; token_type: string };
  return { clinicId, accessToken: json.access_token, expiresAt: Date.now() + json.expires_in * 1000 };
}

async function pms<T>(accessToken: string, clinicId: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${env.PMS_BASE_URL}/v2/clinics/${encodeURIComponent(clinicId)}${path}`, {
    ...init,
    headers: {
      ...init.headers,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
  });
  if (res.status === 404) return null as T;
  if (!res.ok) throw new PmsError(`${init.method ?? 'GET'} ${path} -> ${res.status}`, res.status);
  return (await res.json()) as T;
}

export function listOpenSlots(
  accessToken: string,
  clinicId: string,
  query: { species: string; from?: string; days: number },
): Promise<Slot[]> {
  const qs = new URLSearchParams({ species: query.species, days: String(query.days) });
  if (query.from) qs.set('from', query.from);
  return pms<Slot[]>(accessToken, clinicId, `/slots?${qs}`);
}

export function getAppointment(accessToken: string, clinicId: string, id: string): Promise<Appointment | null> {
  return pms<Appointment | null>(accessToken, clinicId, `/appointments/${encodeURIComponent(id)}`);
}

export function createAppointment(
  accessToken: string,
  clinicId: string,
  body: { petId: string; slotId: string; reason: string; bookedBy: string },
): Promise<Appointment> {
  return pms<Appointment>(accessToken, clinicId, '/appointments', { method: 'POST', body: JSON.stringify(body) });
}

export function cancelAppointment(
  accessToken: string,
  clinicId: string,
  id: string,
  body: { reason?: string; notifyOwner: boolean; cancelledBy: string },
): Promise<Appointment> {
  return pms<Appointment>(accessToken, clinicId, `/appointments/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}
