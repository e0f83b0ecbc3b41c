import { randomBytes } from 'node:crypto';

export const settings = {
  port: Number(process.env.PORT ?? 3030),
  apiUrl: process.env.OPS_API_URL ?? 'http://ops-api.platform.svc.cluster.local:8080',
  apiToken: process.env.OPS_API_TOKEN,
  // Shared code the incident commander reads out when someone needs production logs.
  breakGlassToken: process.env.OPS_BREAK_GLASS_TOKEN,
};

async function call(path, { method = 'GET', body } = {}) {
  const res = await fetch(new URL(path, settings.apiUrl), {
    method,
    headers: {
      authorization: `Bearer ${settings.apiToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`ops-api ${method} ${path} -> ${res.status}`);
  return res.status === 204 ? undefined : res.json();
}

export const platform = {
  async introspect(token) {
    const t = await call('/oauth/introspect', { method: 'POST', body: { token } });
    if (!t.active) throw new Error('inactive token');
    return {
      token,
      clientId: t.client_id,
      scopes: String(t.scope ?? '').split(' ').filter(Boolean),
      expiresAt: t.exp,
      extra: { userId: t.sub, team: t.team },
    };
  },
  services: () => call('/services'),
  service: (name, env) => call(`/services/${encodeURIComponent(name)}/${env}`),
  releases: (name, env) => call(`/services/${encodeURIComponent(name)}/${env}/releases`),
  deploy: (name, env, body) => call(`/services/${encodeURIComponent(name)}/${env}/deployments`, { method: 'POST', body }),
  rollback: (name, env, body) => call(`/services/${encodeURIComponent(name)}/${env}/rollbacks`, { method: 'POST', body }),
  scale: (name, env, body) => call(`/services/${encodeURIComponent(name)}/${env}/scale`, { method: 'PUT', body }),
  restart: (name, env, body) => call(`/services/${encodeURIComponent(name)}/${env}/restarts`, { method: 'POST', body }),
  logs: (name, env, lines) => call(`/services/${encodeURIComponent(name)}/${env}/logs?lines=${lines}`),
  setServiceKey: (name, env, body) => call(`/services/${encodeURIComponent(name)}/${env}/api-key`, { method: 'PUT', body }),
  oncall: (name) => call(`/oncall/${encodeURIComponent(name)}`),
  page: (rotation, body) => call(`/oncall/rotations/${rotation}/pages`, { method: 'POST', body }),
  openIncident: (body) => call('/incidents', { method: 'POST', body }),
  audit: (event, body) => call('/audit', { method: 'POST', body: { event, ...body } }),
};

/** A new API key for a service, in the format the gateway expects. */
export const generateServiceKey = () => `sk_ops_${randomBytes(32).toString('base64url')}`;
