// Calls to insurance payer APIs: real-time eligibility checks and appointment pre-authorisation.
'use strict';

async function payerRequest(payer, path, body) {
  const res = await fetch(`${payer.baseUrl.replace(/\/$/, '')}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-api-key': payer.apiKey,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(12000),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new Error(`payer ${payer.id} ${path} failed: ${res.status} ${text.slice(0, 160)}`);
  }
  return res.json();
}

async function checkEligibility(payer, { memberId, lastName, dateOfBirth, serviceType = 'office_visit' }) {
  const r = await payerRequest(payer, '/v1/eligibility', {
    member_id: memberId,
    last_name: lastName,
    date_of_birth: dateOfBirth,
    service_type: serviceType,
  });
  return {
    eligible: r.status === 'active',
    planName: r.plan && r.plan.name,
    copayCents: r.copay ? Math.round(Number(r.copay.amount) * 100) : null,
    checkedAt: new Date().toISOString(),
  };
}

async function preauthorize(payer, { memberId, providerNpi, appointmentAt, reference }) {
  const r = await payerRequest(payer, '/v1/preauthorizations', {
    member_id: memberId,
    provider_npi: providerNpi,
    scheduled_for: appointmentAt,
    external_reference: reference,
  });
  return { id: r.id, status: r.status };
}

module.exports = { checkEligibility, preauthorize };
