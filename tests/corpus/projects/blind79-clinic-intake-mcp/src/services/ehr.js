// Client for the EHR's REST API using the clinic integration's client-credentials grant.
'use strict';

function ehrClient({ baseUrl, clientId, clientSecret }) {
  let cached = null;

  async function serviceToken() {
    if (cached && cached.expiresAt > Date.now() + 30000) return cached.value;
    const res = await fetch(`${baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: 'patients appointments' }),
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) throw new Error(`EHR token request failed: ${res.status}`);
    const body = await res.json();
    cached = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return cached.value;
  }

  async function call(method, path, body) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${await serviceToken()}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10000),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`EHR ${method} ${path} failed: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    async findPatient(clinicId, { lastName, dateOfBirth }) {
      const q = new URLSearchParams({ clinic: clinicId, family: lastName, birthdate: dateOfBirth });
      const r = await call('GET', `/api/patients?${q}`);
      return r && r.entries && r.entries.length === 1 ? r.entries[0] : null;
    },
    upsertPatient(clinicId, patient) {
      return call('PUT', `/api/clinics/${encodeURIComponent(clinicId)}/patients`, patient);
    },
    async openSlots(clinicId, { from, days = 7, visitType = 'new_patient' }) {
      const q = new URLSearchParams({ from, days: String(days), visit_type: visitType });
      const r = await call('GET', `/api/clinics/${encodeURIComponent(clinicId)}/slots?${q}`);
      return (r && r.slots) || [];
    },
    bookAppointment(clinicId, booking) {
      return call('POST', `/api/clinics/${encodeURIComponent(clinicId)}/appointments`, booking);
    },
  };
}

module.exports = { ehrClient };
