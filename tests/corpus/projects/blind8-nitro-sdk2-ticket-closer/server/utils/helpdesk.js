const BASE = process.env.HELPDESK_URL ?? 'https://helpdesk.internal';
const SERVICE = process.env.HELPDESK_SERVICE_TOKEN;

async function call(path, init = {}) {
  const res = await fetch(`${BASE}${path}`, { ...init, headers: { authorization: `Bearer ${SERVICE}`, 'content-type': 'application/json' } });
  if (!res.ok) throw new Error(`helpdesk ${path}: ${res.status}`);
  return res.json();
}

export const helpdeskClient = {
  async introspect(token) {
    const r = await call('/oauth/introspect', { method: 'POST', body: JSON.stringify({ token }) });
    return r.active ? { userId: r.sub, clientId: r.client_id, scopes: r.scope.split(' '), exp: r.exp } : null;
  },
  get: (id) => call(`/tickets/${encodeURIComponent(id)}`),
  close: (id, resolution, actor) => call(`/tickets/${encodeURIComponent(id)}/close`, { method: 'POST', body: JSON.stringify({ resolution, actor }) }),
};
