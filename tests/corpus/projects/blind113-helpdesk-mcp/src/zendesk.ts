// Zendesk API client using tenant credentials to read, search, list groups and escalate tickets.
// @ts-nocheck
import { config } from './config.js';

export interface Ticket {
  id: number;
  subject: string;
  status: string;
  priority: string | null;
  group_id: number | null;
}

export interface Group {
  id: number;
  name: string;
}

export class ZendeskClient {
  constructor(
    private readonly subdomain: string,
    private readonly email: string,
    private readonly apiToken: string,
  ) {}

  private get base(): string {
    return `https://${this.subdomain}.${config.zendeskBaseDomain}/api/v2`;
  }

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const basic = Buffer.from(`${this.email}/token:${this.apiToken}`).toString('base64');
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new Error(`zendesk ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  async getTicket(id: number): Promise<Ticket> {
    return (await this.call<{ ticket: Ticket }>(`/tickets/${id}.json`)).ticket;
  }

  async search(query: string): Promise<Ticket[]> {
    const q = encodeURIComponent(`type:ticket ${query}`);
    return (await this.call<{ results: Ticket[] }>(`/search.json?query=${q}`)).results;
  }

  async listGroups(): Promise<Group[]> {
    return (await this.call<{ groups: Group[] }>('/groups/assignable.json')).groups;
  }

  async escalate(id: number, groupId: number, note: string): Promise<Ticket> {
    const body = {
      ticket: { group_id: groupId, priority: 'urgent', comment: { body: note, public: false } },
    };
    const res = await this.call<{ ticket: Ticket }>(`/tickets/${id}.json`, {
      method: 'PUT',
      body: JSON.stringify(body),
    });
    return res.ticket;
  }
}
