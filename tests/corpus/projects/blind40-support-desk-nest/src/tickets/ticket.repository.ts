import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

export interface Ticket {
  id: string;
  subject: string;
  requester: string;
  status: 'open' | 'pending' | 'solved' | 'merged';
  assigneeGroup: string;
}

export interface ThreadMessage {
  author: string;
  at: string;
  body: string;
}

export abstract class TicketRepository {
  abstract get(id: string): Promise<Ticket | undefined>;
  abstract thread(id: string): Promise<ThreadMessage[]>;
  abstract canAccess(agentId: string, ticket: Ticket): Promise<boolean>;
  abstract merge(survivorId: string, duplicateId: string, actor: string): Promise<void>;
  abstract addInternalNote(id: string, body: string, actor: string): Promise<void>;
  abstract markWebhookEvent(eventId: string): Promise<boolean>;
}

/** Talks to the helpdesk vendor's REST API with the integration's API token. */
@Injectable()
export class HttpTicketRepository extends TicketRepository {
  private readonly base: string;
  private readonly apiToken: string;
  private readonly seenEvents = new Set<string>();

  constructor(config: ConfigService) {
    super();
    this.base = config.getOrThrow<string>('HELPDESK_API_URL');
    this.apiToken = config.getOrThrow<string>('HELPDESK_API_TOKEN');
  }

  async get(id: string): Promise<Ticket | undefined> {
    const res = await this.request(`/tickets/${encodeURIComponent(id)}`);
    return res.status === 404 ? undefined : ((await res.json()) as Ticket);
  }

  async thread(id: string): Promise<ThreadMessage[]> {
    const res = await this.request(`/tickets/${encodeURIComponent(id)}/comments`);
    return ((await res.json()) as { comments: ThreadMessage[] }).comments;
  }

  async canAccess(agentId: string, ticket: Ticket): Promise<boolean> {
    const res = await this.request(`/agents/${encodeURIComponent(agentId)}/groups`);
    const groups = (await res.json()) as string[];
    return groups.includes(ticket.assigneeGroup);
  }

  async merge(survivorId: string, duplicateId: string, actor: string): Promise<void> {
    await this.request(`/tickets/${encodeURIComponent(survivorId)}/merge`, {
      method: 'POST',
      body: JSON.stringify({ ids: [duplicateId], actor }),
    });
  }

  async addInternalNote(id: string, body: string, actor: string): Promise<void> {
    await this.request(`/tickets/${encodeURIComponent(id)}/comments`, {
      method: 'POST',
      body: JSON.stringify({ body, public: false, author: actor }),
    });
  }

  async markWebhookEvent(eventId: string): Promise<boolean> {
    if (this.seenEvents.has(eventId)) return false;
    this.seenEvents.add(eventId);
    return true;
  }

  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.apiToken}`, 'content-type': 'application/json' },
    });
    if (!res.ok && res.status !== 404) throw new Error(`helpdesk API ${res.status} on ${path}`);
    return res;
  }
}
