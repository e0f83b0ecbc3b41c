import { config } from '../config.js';

export interface Ticket {
  id: string;
  subject: string;
  status: 'new' | 'open' | 'pending' | 'solved' | 'closed';
  requester: string;
  groupId: string;
  assigneeId: string | null;
  updatedAt: string;
}

export interface Agent {
  id: string;
  name: string;
  openTickets: number;
}

export class HelpdeskError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export class HelpdeskClient {
  constructor(
    private readonly accessToken: string,
    private readonly baseUrl = config.helpdeskBaseUrl,
  ) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers: {
        ...init.headers,
        authorization: `Bearer ${this.accessToken}`,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    if (!res.ok) {
      throw new HelpdeskError(res.status, `${init.method ?? 'GET'} ${path} -> ${res.status}`);
    }
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  getTicket(id: string) {
    return this.call<Ticket>(`/api/v2/tickets/${encodeURIComponent(id)}`);
  }

  search(query: string, page?: string) {
    const qs = new URLSearchParams({ q: query, per_page: '25' });
    if (page) qs.set('page_after', page);
    return this.call<{ tickets: Ticket[]; next: string | null }>(`/api/v2/search?${qs}`);
  }

  agentsInGroup(groupId: string) {
    return this.call<{ agents: Agent[] }>(`/api/v2/groups/${encodeURIComponent(groupId)}/agents`);
  }

  assign(ticketId: string, agentId: string, note?: string) {
    return this.call<Ticket>(`/api/v2/tickets/${encodeURIComponent(ticketId)}`, {
      method: 'PATCH',
      body: JSON.stringify({ assignee_id: agentId, comment: note ? { body: note, public: false } : undefined }),
    });
  }

  close(ticketId: string, resolution: string) {
    return this.call<Ticket>(`/api/v2/tickets/${encodeURIComponent(ticketId)}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'closed', comment: { body: resolution, public: true } }),
    });
  }
}
