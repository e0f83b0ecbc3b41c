'use strict';

const custom = require('../config/custom');

const base = custom.vendorDesk.baseUrl;

async function call(method, route, { body, headers = {} } = {}) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(custom.vendorDesk.timeoutMs),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`vendor desk ${method} ${route}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

module.exports = {
  loadTicket: (ticketId, userId) => call('GET', `/tickets/${encodeURIComponent(ticketId)}?viewer=${encodeURIComponent(userId)}`),

  escalate: async (ticket, portal, note) => {
    const auth = Buffer.from(`${portal.username}:${portal.password}`).toString('base64');
    const out = await call('POST', `/vendors/${ticket.vendor}/cases`, {
      body: { ticketId: ticket.id, priority: ticket.priority, note },
      headers: { authorization: `Basic ${auth}` },
    });
    return out.caseRef;
  },

  ticketsForTeam: (teamId, { sinceDays, includeInternalNotes }) =>
    call('GET', `/teams/${encodeURIComponent(teamId)}/tickets?days=${sinceDays}&notes=${includeInternalNotes ? 1 : 0}`),

  renderReport: (tickets, format) => call('POST', '/reports/render', { body: { tickets, format } }),

  mailTo: (userId, message) => call('POST', `/users/${encodeURIComponent(userId)}/mail`, { body: message }),
};
