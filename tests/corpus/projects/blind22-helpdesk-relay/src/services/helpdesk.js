'use strict';

const config = require('../config');

function createHelpdeskClient({ baseUrl, token, introspectionUrl }) {
  async function call(path, { method = 'GET', body } = {}) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`helpdesk ${method} ${path} failed with ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    async introspect(accessToken) {
      const res = await fetch(introspectionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: accessToken }),
      });
      if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
      return res.json();
    },
    getTicket: (id) => call(`/tickets/${encodeURIComponent(id)}`),
    page: ({ ticketId, priority, reason, requestedBy }) =>
      call(`/tickets/${encodeURIComponent(ticketId)}/escalations`, { method: 'POST', body: { priority, reason, requestedBy } }),
    postInternalNote: (ticketId, text) =>
      call(`/tickets/${encodeURIComponent(ticketId)}/notes`, { method: 'POST', body: { text, public: false } }),
    linkIssue: (ticketId, link) => call(`/tickets/${encodeURIComponent(ticketId)}/links`, { method: 'POST', body: link }),
    async listJiraProjects({ site, email, apiToken }) {
      const res = await fetch(`https://${site}/rest/api/3/project/search?maxResults=50`, {
        headers: { authorization: `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}`, accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`Jira rejected the credentials (${res.status})`);
      const { values } = await res.json();
      return values.map((p) => ({ key: p.key, name: p.name }));
    },
    async createJiraIssue({ site, email, apiToken }, fields) {
      const res = await fetch(`https://${site}/rest/api/3/issue`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ fields }),
      });
      if (!res.ok) throw new Error(`Jira issue creation failed (${res.status})`);
      return res.json();
    },
  };
}

module.exports = createHelpdeskClient(config.helpdesk);
module.exports.createHelpdeskClient = createHelpdeskClient;
