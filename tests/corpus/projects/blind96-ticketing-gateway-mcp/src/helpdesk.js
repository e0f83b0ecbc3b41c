// Helpdesk REST client; acts as the service account on behalf of the forwarded user.
const { config } = require('./config');
const { serviceToken } = require('./serviceAccount');

async function call(method, path, { body, actingUser } = {}) {
  const token = await serviceToken();
  const res = await fetch(`${config.helpdesk.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(actingUser ? { 'x-on-behalf-of': actingUser } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`helpdesk ${method} ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

module.exports = {
  getTicket: (tenantId, id) => call('GET', `/tenants/${tenantId}/tickets/${encodeURIComponent(id)}`),
  searchTickets: (tenantId, params) =>
    call('GET', `/tenants/${tenantId}/tickets?${new URLSearchParams(params)}`),
  addInternalNote: (tenantId, id, text, actingUser) =>
    call('POST', `/tenants/${tenantId}/tickets/${encodeURIComponent(id)}/notes`, {
      body: { text, visibility: 'internal' },
      actingUser,
    }),
  closeTicket: (tenantId, id, { resolution, purgeAttachments }, actingUser) =>
    call('POST', `/tenants/${tenantId}/tickets/${encodeURIComponent(id)}/close`, {
      body: { resolution, purgeAttachments, notifyRequester: true },
      actingUser,
    }),
};
