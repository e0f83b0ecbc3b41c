import type { AuthInfo } from '@modelcontextprotocol/server';

export interface Ctx {
  mcpReq: {
    method: string;
    inputResponses?: Record<string, unknown>;
    requestState<T = unknown>(): T | undefined;
  };
  http?: { authInfo?: AuthInfo };
}

/** The patient this request acts for: the portal user on the verified access token. */
export function patientOf(ctx: Ctx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('Sign in to the patient portal first.');
  return id;
}

const CLINIC_API = process.env.CLINIC_API_URL ?? 'https://api.northside-clinics.example/v2';
const PHARMACY_GATEWAY = process.env.PHARMACY_GATEWAY_URL ?? 'https://rx-gateway.northside-clinics.example';

async function request<T>(base: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${process.env.CLINIC_SERVICE_TOKEN}`,
      'content-type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export interface Slot { id: string; start: string; providerName: string; location: string }
export interface Appointment { id: string; start: string; providerId: string; providerName: string; location: string; patientId: string }

export const clinicApi = {
  providers: (specialty?: string) =>
    request<{ id: string; name: string; specialty: string }[]>(CLINIC_API, `/providers${specialty ? `?specialty=${specialty}` : ''}`),
  slots: (providerId: string, from: string, to: string) =>
    request<Slot[]>(CLINIC_API, `/providers/${providerId}/slots?from=${from}&to=${to}`),
  appointment: (patientId: string, id: string) => request<Appointment>(CLINIC_API, `/patients/${patientId}/appointments/${id}`),
  book: (patientId: string, slotId: string) =>
    request<Appointment>(CLINIC_API, `/patients/${patientId}/appointments`, { method: 'POST', body: { slotId } }),
  move: (patientId: string, id: string, slotId: string) =>
    request<Appointment>(CLINIC_API, `/patients/${patientId}/appointments/${id}`, { method: 'PATCH', body: { slotId } }),
  cancel: (patientId: string, id: string) =>
    request<{ cancelled: true }>(CLINIC_API, `/patients/${patientId}/appointments/${id}`, { method: 'DELETE' }),
  summary: (patientId: string) => request<{ id: string; text: string }>(CLINIC_API, `/patients/${patientId}/summary`),
  sharedSummary: (summaryId: string) => request<{ text: string; patientName: string }>(CLINIC_API, `/summaries/${summaryId}`),
  contact: (patientId: string) =>
    request<{ phone: string; email: string; address: string; version: number }>(CLINIC_API, `/patients/${patientId}/contact`),
  updateContact: (patientId: string, body: unknown) =>
    request<{ version: number }>(CLINIC_API, `/patients/${patientId}/contact`, { method: 'PUT', body }),
  pharmacyLinks: (patientId: string) =>
    request<{ pharmacyId: string; name: string }[]>(CLINIC_API, `/patients/${patientId}/pharmacies`),
  savePharmacyLink: (patientId: string, pharmacyId: string, linkHandle: string) =>
    request<void>(CLINIC_API, `/patients/${patientId}/pharmacies`, { method: 'POST', body: { pharmacyId, linkHandle } }),
  requestRefill: (patientId: string, prescriptionId: string, pharmacyId: string) =>
    request<{ refillId: string; readyBy: string }>(CLINIC_API, `/patients/${patientId}/prescriptions/${prescriptionId}/refills`, {
      method: 'POST',
      body: { pharmacyId },
    }),
};

export const pharmacyGateway = {
  startLogin: (pharmacyId: string, username: string, password: string) =>
    request<{ challengeId: string; channel: 'sms' | 'email' }>(PHARMACY_GATEWAY, `/pharmacies/${pharmacyId}/login`, {
      method: 'POST',
      body: { username, password },
    }),
  completeLogin: (pharmacyId: string, challengeId: string, username: string, password: string, code: string) =>
    request<{ linkHandle: string }>(PHARMACY_GATEWAY, `/pharmacies/${pharmacyId}/login/${challengeId}`, {
      method: 'POST',
      body: { username, password, code },
    }),
};
