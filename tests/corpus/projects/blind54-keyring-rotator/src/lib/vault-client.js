// Client for the platform credential service (internal REST API in front of Vault).

const BASE = process.env.CREDSVC_URL ?? 'http://credsvc.platform.svc.cluster.local:8080';

async function credsvc(path, { method = 'GET', body } = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-credsvc-token': process.env.CREDSVC_SERVICE_TOKEN,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`credsvc ${method} ${path} -> ${res.status}`);
  return res.json();
}

export const vault = {
  describe: (credentialId) => credsvc(`/v1/credentials/${encodeURIComponent(credentialId)}`),
  team: (slug) => credsvc(`/v1/teams/${encodeURIComponent(slug)}`),
  rotate: (credentialId, { revokePrevious, actor }) =>
    credsvc(`/v1/credentials/${encodeURIComponent(credentialId)}/rotate`, {
      method: 'POST',
      body: { revoke_previous: revokePrevious, actor },
    }),
  exportAudit: (teamId, { days }) =>
    credsvc(`/v1/teams/${encodeURIComponent(teamId)}/audit-exports`, { method: 'POST', body: { days } }),
  openExport: (name) => fetch(`${BASE}/v1/audit-exports/${encodeURIComponent(name)}`, {
    headers: { 'x-credsvc-token': process.env.CREDSVC_SERVICE_TOKEN },
  }),
};
