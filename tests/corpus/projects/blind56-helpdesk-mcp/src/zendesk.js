/**
 * Thin Zendesk client. Calls are made as the agent: the agent's Okta token is exchanged
 * (RFC 8693) for a short-lived Zendesk token scoped to that agent.
 */
export class ZendeskError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export function createZendesk({ baseUrl, clientId, clientSecret }) {
  async function api(grant, method, path, body) {
    const res = await fetch(`${baseUrl}/api/v2${path}`, {
      method,
      headers: {
        authorization: `Bearer ${grant.access_token}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new ZendeskError(res.status, `${method} ${path} -> ${res.status}`);
    return res.status === 204 ? undefined : res.json();
  }

  return {
    /** @returns {Promise<{ access_token: string, token_type: string, expires_in: number }>} */
    async exchangeToken(subjectToken) {
      if (!subjectToken) throw new ZendeskError(401, 'no agent token to exchange');
      const res = await fetch(`${baseUrl}/oauth/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token: subjectToken,
          subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          client_id: clientId,
          client_secret: clientSecret,
          scope: 'tickets:read tickets:write',
        }),
      });
      if (!res.ok) throw new ZendeskError(res.status, `token exchange failed: ${res.status}`);
      return res.json();
    },

    async getTicket(grant, id) {
      const { ticket } = await api(grant, 'GET', `/tickets/${id}.json`);
      return ticket;
    },

    async escalate(grant, id, { priority, note, groupId }) {
      await api(grant, 'PUT', `/tickets/${id}.json`, {
        ticket: { priority, group_id: groupId, comment: { body: note, public: false } },
      });
    },

    async merge(grant, survivorId, duplicateId, comment) {
      await api(grant, 'POST', `/tickets/${survivorId}/merge.json`, {
        ids: [duplicateId],
        target_comment: comment,
        source_comment: `Merged into #${survivorId}`,
      });
    },
  };
}
