// Creates a small helpdesk API client for tickets, assignments and agent search.
'use strict';

function createHelpdesk() {
  const baseUrl = process.env.HELPDESK_URL;
  const apiKey = process.env.HELPDESK_API_KEY;
  if (!baseUrl || !apiKey) throw new Error('HELPDESK_URL and HELPDESK_API_KEY are required');

  async function call(method, path, body) {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { authorization: 'Bearer ' + apiKey, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`helpdesk ${method} ${path} -> ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    getTicket: (id) => call('GET', `/tickets/${encodeURIComponent(id)}`),
    closeTicket: (id, resolution, actor) =>
      call('POST', `/tickets/${encodeURIComponent(id)}/close`, { resolution, actor }),
    assign: (id, assignee, actor) =>
      call('PATCH', `/tickets/${encodeURIComponent(id)}`, { assignee, actor }),
    searchAgents: (q) => call('GET', `/agents?q=${encodeURIComponent(q)}`),
  };
}

module.exports = { createHelpdesk };
