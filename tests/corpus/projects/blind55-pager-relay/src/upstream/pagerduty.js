// Thin PagerDuty REST client. Calls are made with a per-user OAuth token obtained
// by exchanging the MCP bearer (RFC 8693) so PagerDuty's audit trail shows the human.
import { settings } from '../settings.js';

const pd = settings.pagerduty;

export async function exchangeForPagerDuty(subjectToken) {
  const res = await fetch(pd.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      client_id: pd.clientId,
      client_secret: pd.clientSecret,
      scope: 'incidents.write oncalls.read',
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed (${res.status})`);
  const json = await res.json();
  return { accessToken: json.access_token, expiresIn: json.expires_in };
}

async function call(token, path, init = {}) {
  const res = await fetch(new URL(path, pd.apiBase), {
    ...init,
    headers: {
      accept: 'application/vnd.pagerduty+json;version=2',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      from: pd.fromEmail,
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`PagerDuty ${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export async function getIncident(token, incidentId) {
  const { incident } = await call(token, `/incidents/${encodeURIComponent(incidentId)}`);
  return incident;
}

export async function listOnCall(token, escalationPolicyId) {
  const { oncalls } = await call(token, `/oncalls?escalation_policy_ids[]=${encodeURIComponent(escalationPolicyId)}`);
  return oncalls.map((o) => ({ id: o.user.id, name: o.user.summary, level: o.escalation_level }));
}

export async function addResponders(token, incidentId, userIds, message) {
  return call(token, `/incidents/${encodeURIComponent(incidentId)}/responder_requests`, {
    method: 'POST',
    body: JSON.stringify({
      requester_id: userIds[0],
      message,
      responder_request_targets: userIds.map((id) => ({ responder_request_target: { id, type: 'user_reference' } })),
    }),
  });
}

export async function createMaintenanceWindow(token, serviceId, minutes, description) {
  const start = new Date();
  const end = new Date(start.getTime() + minutes * 60_000);
  return call(token, '/maintenance_windows', {
    method: 'POST',
    body: JSON.stringify({
      maintenance_window: {
        type: 'maintenance_window',
        start_time: start.toISOString(),
        end_time: end.toISOString(),
        description,
        services: [{ id: serviceId, type: 'service_reference' }],
      },
    }),
  });
}

export async function acknowledge(token, incidentId) {
  return call(token, `/incidents/${encodeURIComponent(incidentId)}`, {
    method: 'PUT',
    body: JSON.stringify({ incident: { type: 'incident', status: 'acknowledged' } }),
  });
}
