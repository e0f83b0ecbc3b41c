/**
 * Thin client for the upstream mail and calendar API. Access tokens are
 * per-user OAuth tokens held by the token vault.
 */
export class MailApi {
  constructor({ baseUrl, vaultBase, fetchImpl = fetch }) {
    this.baseUrl = baseUrl;
    this.vaultBase = vaultBase;
    this.fetch = fetchImpl;
  }

  /** The vault endpoint is only reachable from the function's VPC and checks the execution role. */
  async accessTokenFor(userId) {
    const res = await this.fetch(`${this.vaultBase}/v1/oauth/mail/${encodeURIComponent(userId)}/access-token`, {
      headers: { 'x-vault-role': 'mailbox-mcp' },
    });
    if (!res.ok) throw new Error(`token vault: ${res.status}`);
    const { access_token: accessToken } = await res.json();
    return accessToken;
  }

  async #call(path, accessToken, init = {}) {
    const res = await this.fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`mail api ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  async search(accessToken, query) {
    const { messages } = await this.#call(`/messages?q=${encodeURIComponent(query)}&fields=id`, accessToken);
    return messages.map((m) => m.id);
  }

  async deleteMessages(accessToken, ids) {
    await this.#call('/messages:batchDelete', accessToken, { method: 'POST', body: JSON.stringify({ ids }) });
  }

  async calendars(accessToken) {
    const { items } = await this.#call('/calendars', accessToken);
    return items.map(({ id, summary }) => ({ id, summary }));
  }

  async subscribe(accessToken, calendarId, webhookUrl) {
    return this.#call(`/calendars/${encodeURIComponent(calendarId)}/watch`, accessToken, {
      method: 'POST',
      body: JSON.stringify({ address: webhookUrl }),
    });
  }
}
