// Tessera Helpdesk REST client used by the agent tools (API token auth).
// @ts-nocheck

export class HelpdeskError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export function createHelpdesk(config) {
  const authorization = `Basic ${Buffer.from(`${config.helpdesk.email}/token:${config.helpdesk.apiToken}`).toString('base64')}`;

  async function request(method, path, body) {
    const res = await fetch(`${config.helpdesk.baseUrl}/api/v2${path}`, {
      method,
      headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(12_000),
    });
    if (!res.ok) throw new HelpdeskError(res.status, `helpdesk ${method} ${path} -> ${res.status}`);
    const json = res.status === 204 ? null : await res.json();
    return { json, etag: res.headers.get('etag') };
  }

  return {
    async ticket(id) {
      const { json, etag } = await request('GET', `/tickets/${encodeURIComponent(id)}`);
      return { ...json.ticket, etag };
    },

    async agentGroups(agentEmail) {
      const { json } = await request('GET', `/agents/by-email/${encodeURIComponent(agentEmail)}/groups`);
      return json.groups.map((g) => g.id);
    },

    async merge(sourceId, targetId, note) {
      const { json } = await request('POST', `/tickets/${encodeURIComponent(targetId)}/merge`, {
        ids: [sourceId],
        target_comment: note ?? `Merged #${sourceId} into this ticket.`,
        source_comment: `Merged into #${targetId}.`,
      });
      return json.job_status;
    },

    async closeMany(ids, resolution) {
      const { json } = await request('PUT', '/tickets/update_many', {
        ids,
        ticket: { status: 'closed', custom_fields: [{ id: 'resolution', value: resolution }] },
      });
      return json.job_status;
    },

    async addPrivateDraft(ticketId, text, authorEmail) {
      const { json } = await request('POST', `/tickets/${encodeURIComponent(ticketId)}/drafts`, {
        draft: { body: text, public: false, author_email: authorEmail },
      });
      return json.draft;
    },
  };
}
