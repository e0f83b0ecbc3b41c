// Client for the change-management API. Every call runs as the MCP caller, with their token.
const BASE = process.env.CHANGES_API_URL ?? 'http://localhost:5080';

export function callerOf(extra) {
  const auth = extra.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || typeof userId !== 'string' || !userId) throw new Error('not authenticated');
  return { userId, token: auth.token };
}

async function api(caller, path, init = {}) {
  const res = await fetch(new URL(path, BASE), {
    ...init,
    headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`changes api ${path}: ${res.status}`);
  return res.json();
}

export const changes = {
  get: (caller, changeId) => api(caller, `/v1/changes/${encodeURIComponent(changeId)}`),
  pending: (caller, team, pageToken) =>
    api(caller, `/v1/teams/${encodeURIComponent(team)}/changes?status=pending${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`),
  approve: (caller, changeId, body) =>
    api(caller, `/v1/changes/${encodeURIComponent(changeId)}/approvals`, { method: 'POST', body: JSON.stringify(body) }),
  reject: (caller, changeId, reason) =>
    api(caller, `/v1/changes/${encodeURIComponent(changeId)}/rejections`, { method: 'POST', body: JSON.stringify({ reason }) }),
};
