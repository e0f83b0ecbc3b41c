// FHIR scheduling client for the clinic's EHR, including RFC 8693 token exchange for patient-scoped access.
import * as v from 'valibot';
import { config } from './config.js';

const Exchanged = v.object({
  access_token: v.string(),
  token_type: v.string(),
  expires_in: v.pipe(v.number(), v.integer()),
});

const Slot = v.object({
  resourceType: v.literal('Slot'),
  id: v.string(),
  status: v.picklist(['free', 'busy', 'busy-unavailable', 'busy-tentative', 'entered-in-error']),
  start: v.string(),
  end: v.string(),
  schedule: v.object({ reference: v.string() }),
});

const Appointment = v.object({
  resourceType: v.literal('Appointment'),
  id: v.string(),
  status: v.string(),
  start: v.string(),
  end: v.string(),
  slot: v.optional(v.array(v.object({ reference: v.string() })), []),
  participant: v.array(v.object({ actor: v.optional(v.object({ reference: v.string(), display: v.optional(v.string()) })) })),
});

const Bundle = (entry) => v.object({ resourceType: v.literal('Bundle'), entry: v.optional(v.array(v.object({ resource: entry })), []) });

export async function exchangeToken(subjectToken) {
  const res = await fetch(config.ehr.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      scope: 'patient/Appointment.rw patient/Slot.r',
      client_id: config.ehr.clientId,
      client_secret: config.ehr.clientSecret,
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed with ${res.status}`);
  const body = v.parse(Exchanged, await res.json());
  return { accessToken: body.access_token, expiresIn: body.expires_in };
}

async function fhir(accessToken, path, init = {}, schema) {
  const res = await fetch(new URL(path, config.ehr.fhirUrl), {
    ...init,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/fhir+json',
      'content-type': 'application/fhir+json',
      ...init.headers,
    },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`EHR ${init.method ?? 'GET'} ${path} failed with ${res.status}`);
  return schema ? v.parse(schema, await res.json()) : res.json();
}

export async function searchFreeSlots(accessToken, { practitionerId, from, to }) {
  const q = new URLSearchParams({
    'schedule.actor': `Practitioner/${practitionerId}`,
    status: 'free',
    start: `ge${from}`,
    _count: '20',
    _sort: 'start',
  });
  q.append('start', `lt${to}`);
  const bundle = await fhir(accessToken, `Slot?${q}`, {}, Bundle(Slot));
  return bundle.entry.map((e) => e.resource);
}

export const getSlot = (accessToken, slotId) => fhir(accessToken, `Slot/${encodeURIComponent(slotId)}`, {}, Slot);

export const getAppointment = (accessToken, id) => fhir(accessToken, `Appointment/${encodeURIComponent(id)}`, {}, Appointment);

export async function bookAppointment(accessToken, { slotId, patientId, practitionerId, start, end, reason, followUp }) {
  return fhir(
    accessToken,
    'Appointment',
    {
      method: 'POST',
      body: JSON.stringify({
        resourceType: 'Appointment',
        status: 'booked',
        slot: [{ reference: `Slot/${slotId}` }],
        start,
        end,
        description: reason,
        appointmentType: { text: followUp ? 'FOLLOWUP' : 'ROUTINE' },
        participant: [
          { actor: { reference: `Patient/${patientId}` }, status: 'accepted' },
          { actor: { reference: `Practitioner/${practitionerId}` }, status: 'needs-action' },
        ],
      }),
    },
    Appointment,
  );
}

export async function cancelAppointment(accessToken, id, reason) {
  return fhir(
    accessToken,
    `Appointment/${encodeURIComponent(id)}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json-patch+json' },
      body: JSON.stringify([
        { op: 'replace', path: '/status', value: 'cancelled' },
        { op: 'add', path: '/cancelationReason', value: { text: reason } },
      ]),
    },
    Appointment,
  );
}

export async function moveAppointment(accessToken, id, slot) {
  return fhir(
    accessToken,
    `Appointment/${encodeURIComponent(id)}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json-patch+json' },
      body: JSON.stringify([
        { op: 'replace', path: '/slot', value: [{ reference: `Slot/${slot.id}` }] },
        { op: 'replace', path: '/start', value: slot.start },
        { op: 'replace', path: '/end', value: slot.end },
      ]),
    },
    Appointment,
  );
}

export function patientOf(appointment) {
  const ref = appointment.participant.map((p) => p.actor?.reference).find((r) => r?.startsWith('Patient/'));
  return ref ? ref.slice('Patient/'.length) : null;
}
