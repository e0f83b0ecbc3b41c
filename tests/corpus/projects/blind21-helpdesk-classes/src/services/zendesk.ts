export interface Ticket {
  id: number;
  subject: string;
  status: 'new' | 'open' | 'pending' | 'hold' | 'solved' | 'closed';
  priority: 'low' | 'normal' | 'high' | 'urgent' | null;
  group_id: number | null;
  requester_id: number;
}

export class ZendeskError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export class ZendeskClient {
  private readonly base: string;

  constructor(readonly subdomain: string, private readonly token: string) {
    this.base = `https://${subdomain}.zendesk.com/api/v2`;
  }

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new ZendeskError(res.status, `Zendesk ${init.method ?? 'GET'} ${path} failed: ${res.status}`);
    return (await res.json()) as T;
  }

  async getTicket(id: number): Promise<Ticket> {
    return (await this.call<{ ticket: Ticket }>(`/tickets/${id}.json`)).ticket;
  }

  async updateTicket(id: number, patch: Partial<Ticket> & { comment?: { body: string; public: boolean } }): Promise<Ticket> {
    const body = JSON.stringify({ ticket: patch });
    return (await this.call<{ ticket: Ticket }>(`/tickets/${id}.json`, { method: 'PUT', body })).ticket;
  }

  async mergeInto(targetId: number, sourceIds: number[], comment: string): Promise<void> {
    await this.call(`/tickets/${targetId}/merge.json`, {
      method: 'POST',
      body: JSON.stringify({ ids: sourceIds, target_comment: comment, source_comment: `Merged into #${targetId}` }),
    });
  }

  async listGroups(): Promise<Array<{ id: number; name: string }>> {
    return (await this.call<{ groups: Array<{ id: number; name: string }> }>('/groups.json')).groups;
  }
}

export type ZendeskFactory = (token: string) => ZendeskClient;

export const zendeskFactory = (subdomain: string): ZendeskFactory => (token) => new ZendeskClient(subdomain, token);
