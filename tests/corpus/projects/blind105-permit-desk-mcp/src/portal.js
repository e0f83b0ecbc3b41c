// Client for the city e-permit portal API; authenticates with client credentials and caches the service token in memory.
'use strict';
const { Ok, Err } = require('./lib/flow');

const makePortal = (config, now = Date.now) => {
  let cached = { token: null, until: 0 };

  const serviceToken = async () => {
    if (cached.token && cached.until > now() + 30_000) return cached.token;
    const res = await fetch(`${config.portalBaseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.portalClientId,
        client_secret: config.portalClientSecret,
        scope: 'permits inspections',
      }),
    });
    if (!res.ok) throw new Error(`portal token endpoint answered ${res.status}`);
    const grant = await res.json();
    cached = { token: grant.access_token, until: now() + grant.expires_in * 1000 };
    return cached.token;
  };

  const call = async (method, path, { body, onBehalfOf } = {}) => {
    const headers = { authorization: `Bearer ${await serviceToken()}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (onBehalfOf) headers['x-on-behalf-of'] = onBehalfOf;
    const res = await fetch(`${config.portalBaseUrl}/api/v3${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(8000),
    });
    if (res.status === 404) return Err('not found in the permit portal');
    if (res.status === 409) return Err('the portal record changed in the meantime; fetch it again');
    if (!res.ok) return Err(`permit portal answered ${res.status}`);
    return Ok(res.status === 204 ? null : await res.json());
  };

  return {
    permit: (permitId) => call('GET', `/permits/${encodeURIComponent(permitId)}`),
    application: (applicationId) => call('GET', `/applications/${encodeURIComponent(applicationId)}`),
    inspectionSlots: (permitId, type, leadDays) =>
      call('GET', `/permits/${encodeURIComponent(permitId)}/inspection-slots?type=${type}&leadDays=${leadDays}`),
    bookInspection: (permitId, slotId, requester) =>
      call('POST', `/permits/${encodeURIComponent(permitId)}/inspections`, {
        body: { slotId, contactEmail: requester.email, contractorLicense: requester.licenseNo },
        onBehalfOf: requester.email,
      }),
    amend: (applicationId, revision, changes, actorEmail) =>
      call('PATCH', `/applications/${encodeURIComponent(applicationId)}`, {
        body: { ifRevision: revision, changes },
        onBehalfOf: actorEmail,
      }),
    withdraw: (applicationId, reason, actorEmail) =>
      call('POST', `/applications/${encodeURIComponent(applicationId)}/withdrawal`, {
        body: { reason },
        onBehalfOf: actorEmail,
      }),
  };
};

module.exports = { makePortal };
