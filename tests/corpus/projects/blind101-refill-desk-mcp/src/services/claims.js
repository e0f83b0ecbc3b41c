// Client for the pharmacy benefit manager's adjudication API: quotes, claim submission and reversals.
const config = require('../config');

async function call(path, { method = 'GET', body, bearer } = {}) {
  const res = await fetch(new URL(path, config.claimsApi.baseUrl), {
    method,
    headers: {
      'content-type': 'application/json',
      'x-client-key': config.claimsApi.clientKey,
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`claims ${method} ${path} -> ${res.status}`);
  return res.json();
}

async function quote({ memberId, ndc, quantity, daysSupply, storeNcpdp }) {
  const data = await call('/v3/quotes', {
    method: 'POST',
    body: { memberId, ndc, quantity, daysSupply, pharmacy: storeNcpdp },
  });
  return {
    quoteId: data.quote_id,
    copayCents: data.patient_pay_cents,
    sessionToken: data.session_token,
    expiresAt: data.session_expires_at,
  };
}

async function submit({ quoteId, sessionToken }) {
  const data = await call(`/v3/quotes/${encodeURIComponent(quoteId)}/claims`, { method: 'POST', bearer: sessionToken });
  return { claimId: data.claim_id, status: data.status };
}

async function reverse(claimId) {
  return call(`/v3/claims/${encodeURIComponent(claimId)}/reversal`, { method: 'POST' });
}

module.exports = { quote, submit, reverse };
