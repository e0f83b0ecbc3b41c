const API = process.env.RELEASES_API ?? 'http://releases.internal:8080';

async function call(path, init = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return res.json();
}

export const releases = {
  current: (service, environment) => call(`/services/${service}/environments/${environment}`),
  promote: (service, version, environment, actor) =>
    call(`/services/${service}/promotions`, {
      method: 'POST',
      body: JSON.stringify({ version, environment, actor }),
    }),
  auditPage: (projectId, { after, limit }) =>
    call(`/projects/${projectId}/audit?after=${encodeURIComponent(after ?? '')}&limit=${limit}`),
  canRead: async (userId, projectId) => {
    const { members } = await call(`/projects/${projectId}/members`);
    return members.includes(userId);
  },
};
