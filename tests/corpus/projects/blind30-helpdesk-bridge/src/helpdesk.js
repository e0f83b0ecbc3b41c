/**
 * Minimal helpdesk REST client. Authenticated as the agent: `email/token:apiToken` basic auth,
 * the way the helpdesk's API expects personal API tokens.
 */
export class HelpdeskClient {
  #origin;
  #authorization;

  constructor(subdomain, { email, apiToken }) {
    this.#origin = `https://${subdomain}.helpdesk.example.com/api/v2`;
    this.#authorization = `Basic ${Buffer.from(`${email}/token:${apiToken}`).toString('base64')}`;
  }

  static forCredentials(creds) {
    return new HelpdeskClient(creds.subdomain, creds);
  }

  async views() {
    const { views } = await this.#get('/views/active.json');
    return views.map((v) => ({ id: String(v.id), title: v.title }));
  }

  async ticketsInView(viewId, { since, cursor } = {}) {
    const qs = new URLSearchParams({ 'page[size]': '100' });
    if (cursor) qs.set('page[after]', cursor);
    const page = await this.#get(`/views/${viewId}/tickets.json?${qs}`);
    const tickets = since ? page.tickets.filter((t) => t.updated_at >= since) : page.tickets;
    return { tickets, next: page.meta?.has_more ? page.meta.after_cursor : null };
  }

  async ticketsForOrg(orgId, { status, cursor } = {}) {
    const qs = new URLSearchParams({ 'page[size]': '100' });
    if (status) qs.set('status', status);
    if (cursor) qs.set('page[after]', cursor);
    const page = await this.#get(`/organizations/${orgId}/tickets.json?${qs}`);
    return { tickets: page.tickets, next: page.meta?.has_more ? page.meta.after_cursor : null };
  }

  async #get(path) {
    const res = await fetch(`${this.#origin}${path}`, { headers: { authorization: this.#authorization } });
    if (!res.ok) throw new Error(`helpdesk ${path}: ${res.status}`);
    return res.json();
  }
}
