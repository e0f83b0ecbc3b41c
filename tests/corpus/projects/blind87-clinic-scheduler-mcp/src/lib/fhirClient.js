// Thin FHIR R4 client for the scheduling service (Slot, Appointment, RelatedPerson).
'use strict';

const axios = require('axios');

function createFhirClient(config) {
  let cached = { token: null, until: 0 };

  async function serviceToken() {
    if (cached.token && cached.until > Date.now() + 30000) return cached.token;
    const { data } = await axios.post(
      config.fhirTokenUrl,
      new URLSearchParams({ grant_type: 'client_credentials', scope: 'system/Slot.r system/Appointment.rw system/RelatedPerson.r' }),
      { auth: { username: config.fhirClientId, password: config.fhirClientSecret }, timeout: 10000 },
    );
    cached = { token: data.access_token, until: Date.now() + data.expires_in * 1000 };
    return cached.token;
  }

  async function http() {
    return axios.create({
      baseURL: config.fhirBaseUrl,
      timeout: 15000,
      headers: { authorization: `Bearer ${await serviceToken()}`, accept: 'application/fhir+json' },
    });
  }

  return {
    async searchSlots({ practitionerId, from, to, telehealth }) {
      const params = { status: 'free', start: [`ge${from}`, `lt${to}`], _count: 50 };
      if (practitionerId) params['schedule.actor'] = `Practitioner/${practitionerId}`;
      if (telehealth !== undefined) params['service-type'] = telehealth ? 'telehealth' : 'in-person';
      const { data } = await (await http()).get('/Slot', { params, paramsSerializer: { indexes: null } });
      return (data.entry || []).map((e) => e.resource);
    },

    async getSlot(slotId) {
      const { data } = await (await http()).get(`/Slot/${encodeURIComponent(slotId)}`);
      return data;
    },

    async getAppointment(appointmentId) {
      const { data } = await (await http()).get(`/Appointment/${encodeURIComponent(appointmentId)}`);
      return data;
    },

    async patientsActingFor(patientId) {
      const { data } = await (await http()).get('/RelatedPerson', {
        params: { 'identifier:of-type': patientId, active: true },
      });
      const dependents = (data.entry || []).map((e) => e.resource.patient.reference.replace('Patient/', ''));
      return [patientId, ...dependents];
    },

    async bookSlot({ slotId, patientId, reason }) {
      const client = await http();
      const { data } = await client.post('/Appointment', {
        resourceType: 'Appointment',
        status: 'booked',
        slot: [{ reference: `Slot/${slotId}` }],
        participant: [{ actor: { reference: `Patient/${patientId}` }, status: 'accepted' }],
        description: reason,
      });
      return data;
    },

    async cancelAppointment(appointmentId, reason, { lateFee }) {
      const client = await http();
      const { data } = await client.patch(
        `/Appointment/${encodeURIComponent(appointmentId)}`,
        [
          { op: 'replace', path: '/status', value: 'cancelled' },
          { op: 'add', path: '/cancelationReason', value: { text: reason } },
          { op: 'add', path: '/extension', value: [{ url: 'urn:northbay:late-cancel-fee', valueBoolean: Boolean(lateFee) }] },
        ],
        { headers: { 'content-type': 'application/json-patch+json' } },
      );
      return data;
    },
  };
}

module.exports = { createFhirClient };
