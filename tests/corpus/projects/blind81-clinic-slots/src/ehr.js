// FHIR client for the clinic EHR, authenticated with a client-credentials token cached in this process.
import { config } from './config.js';
import { pipe, prop } from './fp.js';

let cached = null;

const asJson = (res) =>
  res.ok ? res.json() : res.text().then((body) => Promise.reject(new Error(`EHR ${res.status}: ${body.slice(0, 200)}`)));

const fetchToken = () =>
  fetch(`${config.ehrBaseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.ehrClientId,
      client_secret: config.ehrClientSecret,
      scope: 'system/Slot.read system/Appointment.write',
    }),
  })
    .then(asJson)
    .then(({ access_token, expires_in }) => {
      cached = Object.freeze({ token: access_token, until: Date.now() + (expires_in - 30) * 1000 });
      return access_token;
    });

const token = () => (cached && cached.until > Date.now() ? Promise.resolve(cached.token) : fetchToken());

const call = (method, path, { body, headers = {} } = {}) =>
  token().then((bearer) =>
    fetch(`${config.ehrBaseUrl}/fhir/R4${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, accept: 'application/fhir+json', 'content-type': 'application/fhir+json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

const entries = pipe(prop('entry'), (list) => list ?? [], (list) => list.map(prop('resource')));

const toSlot = (slot) => ({ id: slot.id, start: slot.start, end: slot.end, practitioner: slot.extension?.[0]?.valueString ?? 'clinician' });

export const freeSlots = ({ clinicId, specialty, from }) =>
  call('GET', `/Slot?status=free&schedule.actor=Location/${encodeURIComponent(clinicId)}&service-type=${encodeURIComponent(specialty)}&start=ge${from}&_count=10`)
    .then(asJson)
    .then(pipe(entries, (slots) => slots.map(toSlot)));

export const appointmentById = (id) =>
  call('GET', `/Appointment/${encodeURIComponent(id)}`).then(async (res) => (res.status === 404 ? null : { ...(await asJson(res)), etag: res.headers.get('etag') }));

export const bookSlot = ({ slotId, patientId, note }) =>
  call('POST', '/Appointment', {
    body: {
      resourceType: 'Appointment',
      status: 'booked',
      slot: [{ reference: `Slot/${slotId}` }],
      participant: [{ actor: { reference: `Patient/${patientId}` }, status: 'accepted' }],
      comment: note || undefined,
    },
  }).then(asJson);

export const cancelAppointment = (appointment, reason, etag) =>
  call('PUT', `/Appointment/${encodeURIComponent(appointment.id)}`, {
    headers: { 'if-match': etag },
    body: { ...appointment, etag: undefined, status: 'cancelled', cancelationReason: { text: reason } },
  }).then(asJson);
