/**
 * Per-user helpdesk credentials, kept in the secrets service (each agent connects their own
 * helpdesk account once, in the web app). Lookups are slow-ish (~300 ms), hence the short cache.
 */
export class CredentialVault {
  #baseUrl;
  #serviceToken;
  #cache = new Map();

  constructor({ baseUrl, serviceToken }) {
    this.#baseUrl = baseUrl;
    this.#serviceToken = serviceToken;
  }

  async helpdeskCredentials(userId) {
    const hit = this.#cache.get(userId);
    if (hit && hit.until > Date.now()) return hit.creds;
    const res = await fetch(`${this.#baseUrl}/v1/users/${encodeURIComponent(userId)}/connections/helpdesk`, {
      headers: { authorization: `Bearer ${this.#serviceToken}` },
    });
    if (res.status === 404) {
      throw new Error('Connect your helpdesk account in the Bridge settings first.');
    }
    if (!res.ok) throw new Error(`secrets service: ${res.status}`);
    const body = await res.json();
    const creds = { subdomain: body.subdomain, email: body.login_email, apiToken: body.api_token };
    this.#cache.set(userId, { creds, until: Date.now() + 60_000 });
    return creds;
  }
}
