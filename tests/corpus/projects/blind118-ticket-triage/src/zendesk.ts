// Zendesk API client for reading, escalating and closing tickets and exchanging upstream tokens.
// @ts-nocheck
import { config } from './config.js';

export interface Ticket {
  id: number;
  subject: string;
  status: 'new' | 'open' | 'pending' | 'solved' | 'closed';
  priority: string | null;
  group_id: number | null;
}

export interface UpstreamToken {
  accessToken: string;
  expiresIn: number;
}

export class ZendeskClient {
  private readonly base = `https://${config.zendeskSubdomain}.zendesk.com/api/v2`;

  /** RFC 8693 exchange: our MCP bearer token for a Zendesk-scoped token. Slow (~600 ms). */
  async exchangeToken(subjectToken: string): Promise<UpstreamToken> {
    const res = await fetch(config.tokenExchangeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: subjectToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        audience: 'zendesk',
      }),
    });
    if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
    const json = (await res.json()) as { access_token: string; expires_in: number };
    return { accessToken: json.access_token, expiresIn: json.expires_in };
  }

  private async call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`zendesk ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  async getTicket(token: string, id: number): Promise<Ticket> {
    const { ticket } = await this.call<{ ticket: Ticket }>(token, `/tickets/${id}.json`);
    return ticket;
  }

  async escalate(token: string, id: number, priority: string, groupId: number, note: string): Promise<void> {
    await this.call(token, `/tickets/${id}.json`, {
      method: 'PUT',
      body: JSON.stringify({
        ticket: { priority, group_id: groupId, comment: { body: note, public: false } },
      }),
    });
  }

  async closeMany(token: string, ids: number[], resolution: string): Promise<number> {
    const { job_status } = await this.call<{ job_status: { total: number } }>(
      token,
      `/tickets/update_many.json?ids=${ids.join(',')}`,
      {
        method: 'PUT',
        body: JSON.stringify({ ticket: { status: 'closed', comment: { body: resolution, public: true } } }),
      },
    );
    return job_status.total;
  }
}
