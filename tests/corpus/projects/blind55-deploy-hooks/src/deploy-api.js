// Client for the internal release controller.
const base = process.env.RELEASE_CONTROLLER_URL ?? 'http://release-controller.internal:7070';
const serviceToken = process.env.RELEASE_CONTROLLER_TOKEN;

async function rc(path, init = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${serviceToken}`, ...init.headers },
  });
  if (res.status === 409) {
    const body = await res.json();
    const err = new Error(body.message ?? 'conflict');
    err.conflict = true;
    throw err;
  }
  if (!res.ok) throw new Error(`release controller ${path}: ${res.status}`);
  return res.json();
}

export const deployApi = {
  currentRevision: async (service) => (await rc(`/services/${encodeURIComponent(service)}`)).revision,
  build: (buildId) => rc(`/builds/${encodeURIComponent(buildId)}`),
  status: (service) => rc(`/services/${encodeURIComponent(service)}/status`),
  rollback: (service, toRevision, { expectedCurrent, actor }) =>
    rc(`/services/${encodeURIComponent(service)}/rollback`, {
      method: 'POST',
      body: JSON.stringify({ toRevision, ifCurrent: expectedCurrent, actor }),
    }),
  promote: (buildId, environment, { expectedSha, actor, changeTicket }) =>
    rc(`/builds/${encodeURIComponent(buildId)}/promote`, {
      method: 'POST',
      body: JSON.stringify({ environment, ifSha: expectedSha, actor, changeTicket }),
    }),
};
