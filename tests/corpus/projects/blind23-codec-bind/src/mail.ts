export interface MailList {
  id: string;
  name: string;
  subscribers: number;
}

/** Mailroom provider API. Talks to the provider with a per-user token obtained by token exchange. */
export class MailProvider {
  constructor(private readonly cfg: { apiBase: string; tokenExchangeUrl: string; clientId: string; clientSecret: string }) {}

  /** RFC 8693 token exchange: our access token for a provider token scoped to the same user. */
  async exchange(subjectToken: string): Promise<string> {
    const res = await fetch(this.cfg.tokenExchangeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${this.cfg.clientId}:${this.cfg.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: subjectToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      }),
    });
    if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  private async call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.cfg.apiBase}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`mailroom ${res.status} ${path}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  list(token: string, listId: string) {
    return this.call<MailList>(token, `/lists/${encodeURIComponent(listId)}`);
  }

  send(token: string, listId: string, subject: string, html: string) {
    return this.call<{ campaignId: string }>(token, '/campaigns', {
      method: 'POST',
      body: JSON.stringify({ listId, subject, html, sendNow: true }),
    });
  }

  deleteList(token: string, listId: string) {
    return this.call<void>(token, `/lists/${encodeURIComponent(listId)}`, { method: 'DELETE' });
  }
}
