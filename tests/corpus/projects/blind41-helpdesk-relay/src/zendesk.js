'use strict';

// Zendesk API client. The agent API token is the server's and never leaves it.

const SUBDOMAIN = process.env.ZENDESK_SUBDOMAIN;
const AGENT_EMAIL = process.env.ZENDESK_AGENT_EMAIL;
const API_TOKEN = process.env.ZENDESK_API_TOKEN;
if (!SUBDOMAIN || !AGENT_EMAIL || !API_TOKEN) throw new Error('ZENDESK_SUBDOMAIN, ZENDESK_AGENT_EMAIL and ZENDESK_API_TOKEN are required');

const base = `https://${SUBDOMAIN}.zendesk.com/api/v2`;
const authHeader = `Basic ${Buffer.from(`${AGENT_EMAIL}/token:${API_TOKEN}`).toString('base64')}`;

async function zd(path, init = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: authHeader, ...init.headers },
  });
  if (!res.ok) throw new Error(`Zendesk ${init.method || 'GET'} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

module.exports = {
  async ticket(id) {
    const { ticket } = await zd(`/tickets/${id}.json`);
    return ticket;
  },

  async canWork(userEmail, ticketId) {
    const { users } = await zd(`/users/search.json?query=${encodeURIComponent(userEmail)}`);
    const agent = users.find((u) => u.role === 'agent' || u.role === 'admin');
    if (!agent) return false;
    const ticket = await this.ticket(ticketId);
    return agent.role === 'admin' || agent.default_group_id === ticket.group_id;
  },

  escalate(ticketId, { groupId, note, pageOnCall }) {
    return zd(`/tickets/${ticketId}.json`, {
      method: 'PUT',
      body: JSON.stringify({
        ticket: {
          group_id: groupId,
          priority: 'urgent',
          tags: pageOnCall ? ['escalated', 'page_oncall'] : ['escalated'],
          comment: { body: note, public: false },
        },
      }),
    });
  },

  merge(survivorId, duplicateId, note) {
    return zd(`/tickets/${survivorId}/merge.json`, {
      method: 'POST',
      body: JSON.stringify({ ids: [duplicateId], target_comment: note, source_comment: `Merged into #${survivorId}` }),
    });
  },

  attachmentText(objectKey) {
    return zd(`/attachments/text?key=${encodeURIComponent(objectKey)}`).then((r) => (r ? r.text : ''));
  },

  addPrivateDraft(ticketId, body) {
    return zd(`/tickets/${ticketId}.json`, {
      method: 'PUT',
      body: JSON.stringify({ ticket: { comment: { body: `[DRAFT]\n${body}`, public: false } } }),
    });
  },
};
