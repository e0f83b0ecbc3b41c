// FHIR client for the EHR: medication requests, prescriber PIN checks and renewals.
function createEhrClient({ config }) {
  let cached = { token: null, expiresAt: 0 };

  async function systemToken() {
    if (cached.token && cached.expiresAt - 30_000 > Date.now()) return cached.token;
    const res = await fetch(config.ehr.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.ehr.clientId,
        client_secret: config.ehr.clientSecret,
        scope: 'system/MedicationRequest.rs system/MedicationRequest.u',
      }),
    });
    if (!res.ok) throw new Error(`EHR token request failed: ${res.status}`);
    const body = await res.json();
    cached = { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return cached.token;
  }

  async function fhir(method, path, body) {
    const res = await fetch(`${config.ehr.baseUrl.replace(/\/$/, '')}/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await systemToken()}`,
        accept: 'application/fhir+json',
        ...(body ? { 'content-type': 'application/fhir+json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(7000),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`EHR ${method} ${path} failed: ${res.status}`);
    return res.json();
  }

  return {
    medicationRequest: (id) => fhir('GET', `MedicationRequest/${encodeURIComponent(id)}`),

    activeMedications: async (patientId) => {
      const bundle = await fhir('GET', `MedicationRequest?subject=Patient/${encodeURIComponent(patientId)}&status=active`);
      return (bundle && bundle.entry ? bundle.entry : []).map((e) => e.resource);
    },

    async checkPrescriberPin(npi, pin) {
      const result = await fhir('POST', 'Practitioner/$verify-epcs-pin', {
        resourceType: 'Parameters',
        parameter: [
          { name: 'npi', valueString: npi },
          { name: 'pin', valueString: pin },
        ],
      });
      return Boolean(result && result.parameter && result.parameter.find((p) => p.name === 'valid' && p.valueBoolean));
    },

    renew(prescriptionId, { days, npi, pin }) {
      return fhir('POST', `MedicationRequest/${encodeURIComponent(prescriptionId)}/$renew`, {
        resourceType: 'Parameters',
        parameter: [
          { name: 'days', valueInteger: days },
          { name: 'npi', valueString: npi },
          ...(pin ? [{ name: 'epcsPin', valueString: pin }] : []),
        ],
      });
    },
  };
}

module.exports = { createEhrClient };
