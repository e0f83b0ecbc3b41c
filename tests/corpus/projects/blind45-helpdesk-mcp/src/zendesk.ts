import { randomUUID } from 'node:crypto';

export interface Ticket {
  id: number;
  subject: string;
  status: string;
  priority: 'low' | 'normal' | 'high' | 'urgent' | null;
  group_id: number | null;
  tags: string[];
}

export class ZendeskClient {
  private readonly base: string;
  private readonly authorization: string;

  constructor(subdomain: string, email: string, apiToken: string) {
    this.base = `https://${subdomain}.zendesk.com/api/v2`;
    this.authorization = `Basic ${Buffer.from(`${email}/token:${apiToken}`).toString('base64')}`;
  }

  /** Same account, acting as another agent (their own API token), so the audit trail names them. */
  asAgent(email: string, apiToken: string): ZendeskClient {
    return new ZendeskClient(new URL(this.base).hostname.split('.')[0], email, apiToken);
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { authorization: this.authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`zendesk ${method} ${path}: ${res.status}`);
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  async me(): Promise<{ id: number; email: string; role: string }> {
    return (await this.request<{ user: { id: number; email: string; role: string } }>('GET', '/users/me.json')).user;
  }

  async ticket(id: number): Promise<Ticket> {
    return (await this.request<{ ticket: Ticket }>('GET', `/tickets/${id}.json`)).ticket;
  }

  async updateTicket(id: number, patch: Partial<Ticket> & { comment?: { body: string; public: boolean } }) {
    await this.request('PUT', `/tickets/${id}.json`, { ticket: patch });
  }

  async merge(targetId: number, sourceIds: number[], comment: string) {
    await this.request('POST', `/tickets/${targetId}/merge.json`, {
      ids: sourceIds,
      target_comment: comment,
      source_comment: `Merged into #${targetId}`,
    });
  }

  /** A soft lock: a tag other tools check before they touch the ticket. */
  async lockTicket(id: number): Promise<string> {
    const lockId = `mcp_lock_${randomUUID().slice(0, 8)}`;
    await this.request('PUT', `/tickets/${id}/tags.json`, { tags: [lockId] });
    return lockId;
  }

  async releaseLock(id: number, lockId: string) {
    await this.request('DELETE', `/tickets/${id}/tags.json`, { tags: [lockId] });
  }
}
