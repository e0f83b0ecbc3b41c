const TICKET_REF = /^ZD-(\d{1,12})$/;

export function parseTicketRef(ref) {
  if (!ref.startsWith('ZD-')) return null;
  const m = TICKET_REF.exec(ref);
  return m ? Number(m[1]) : null;
}

export function createZendeskClient({ baseUrl, email, apiToken }) {
  const authorization = `Basic ${Buffer.from(`${email}/token:${apiToken}`).toString('base64')}`;

  async function call(method, path, body) {
    const res = await fetch(new URL(`/api/v2${path}`, baseUrl), {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`Zendesk ${method} ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    async getTicket(id) {
      const { ticket } = await call('GET', `/tickets/${id}.json`);
      return ticket;
    },
    async closeTicket(id, actorEmail) {
      await call('PUT', `/tickets/${id}.json`, { ticket: { status: 'closed', custom_fields: [{ id: 'closed_by', value: actorEmail }] } });
    },
    async addPublicReply(id, body, authorEmail) {
      await call('PUT', `/tickets/${id}.json`, { ticket: { comment: { body, public: true, author_email: authorEmail } } });
    },
  };
}
