// FHIR R4 client for the EHR: a backend-service token (client credentials) kept in memory, plus Slot and Appointment calls.
// @ts-nocheck

export const FHIR_API_VERSION = '4.0.1';

export interface FhirSettings {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

export function fhirClient(settings: FhirSettings) {
  let cached: { token: string; until: number } | null = null;

  async function serviceToken(): Promise<string> {
    if (cached && cached.until - 30_000 > Date.now()) return cached.token;
    const res = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        scope: 'system/Slot.read system/Appointment.read system/Appointment.write',
      }),
    });
    if (!res.ok) throw new Error(`EHR token endpoint answered ${res.status}`);
    const body = await res.json();
    cached = { token: body.access_token, until: Date.now() + body.expires_in * 1000 };
    return cached.token;
  }

  async function call(path: string, init: RequestInit = {}) {
    const res = await fetch(`${settings.baseUrl}/${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${await serviceToken()}`,
        accept: `application/fhir+json; fhirVersion=${FHIR_API_VERSION.slice(0, 3)}`,
        ...(init.body ? { 'content-type': init.method === 'PATCH' ? 'application/json-patch+json' : 'application/fhir+json' } : {}),
      },
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`EHR answered ${res.status} for ${init.method ?? 'GET'} ${path.split('?')[0]}`);
    return res.json();
  }

  return {
    async freeSlots(practitionerId: string, from: string, days: number) {
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(start.getTime() + days * 86_400_000);
      const q = new URLSearchParams([
        ['schedule.actor', `Practitioner/${practitionerId}`],
        ['status', 'free'],
        ['start', `ge${start.toISOString()}`],
        ['start', `lt${end.toISOString()}`],
        ['_count', '10'],
        ['_sort', 'start'],
      ]);
      const bundle = await call(`Slot?${q}`);
      return (bundle?.entry ?? []).map((e) => ({ id: e.resource.id, start: e.resource.start, end: e.resource.end }));
    },

    async getAppointment(id: string) {
      const a = await call(`Appointment/${encodeURIComponent(id)}`);
      if (!a) return null;
      const clinicRef = a.extension?.find((x) => x.url?.endsWith('/clinic'))?.valueReference?.reference ?? '';
      return { id: a.id, status: a.status, start: a.start, clinicId: clinicRef.replace('Organization/', ''), description: a.description };
    },

    async book(slotId: string, patientId: string, practitionerId: string, reason: string) {
      return call('Appointment', {
        method: 'POST',
        body: JSON.stringify({
          resourceType: 'Appointment',
          status: 'booked',
          slot: [{ reference: `Slot/${slotId}` }],
          description: reason,
          participant: [
            { actor: { reference: `Patient/${patientId}` }, status: 'accepted' },
            { actor: { reference: `Practitioner/${practitionerId}` }, status: 'accepted' },
          ],
        }),
      });
    },

    async cancel(id: string, reason: string) {
      return call(`Appointment/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: JSON.stringify([
          { op: 'replace', path: '/status', value: 'cancelled' },
          { op: 'add', path: '/cancelationReason', value: { text: reason } },
        ]),
      });
    },
  };
}

export type Fhir = ReturnType<typeof fhirClient>;
