import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

export interface Ticket {
  id: string;
  subject: string;
  queue: string;
  createdAt: string;
}

export interface NewTicket {
  subject: string;
  body: string;
  priority: 'low' | 'normal' | 'high' | 'urgent';
  category: string;
}

/** Thin client for the helpdesk REST API. Calls are made on behalf of the user's token. */
@Injectable()
export class HelpdeskClient {
  private readonly baseUrl: string;

  constructor(config: ConfigService) {
    this.baseUrl = config.get<string>('HELPDESK_URL') ?? 'https://helpdesk.internal.example/api/v2';
  }

  private async request<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!res.ok) {
      throw new Error(`helpdesk ${init.method ?? 'GET'} ${path}: ${res.status}`);
    }
    return (await res.json()) as T;
  }

  /** Token verifier for the MCP bearer middleware (the helpdesk is our OAuth server too). */
  async introspect(token: string): Promise<AuthInfo> {
    const info = await this.request<{ sub: string; client_id: string; scope: string; exp: number }>('/oauth/me', token);
    return {
      token,
      clientId: info.client_id,
      scopes: info.scope.split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  }

  getTicket(id: string, token: string): Promise<Ticket> {
    return this.request<Ticket>(`/tickets/${encodeURIComponent(id)}`, token);
  }

  search(query: string, token: string): Promise<Ticket[]> {
    return this.request<Ticket[]>(`/tickets?q=${encodeURIComponent(query)}&status=open`, token);
  }

  create(ticket: NewTicket, token: string): Promise<Ticket> {
    return this.request<Ticket>('/tickets', token, { method: 'POST', body: ticket });
  }

  escalate(id: string, queue: string, reason: string, token: string): Promise<void> {
    return this.request<void>(`/tickets/${encodeURIComponent(id)}/escalations`, token, {
      method: 'POST',
      body: { queue, reason },
    });
  }

  merge(primaryId: string, duplicateIds: string[], token: string): Promise<void> {
    return this.request<void>(`/tickets/${encodeURIComponent(primaryId)}/merge`, token, {
      method: 'POST',
      body: { duplicates: duplicateIds, closeDuplicates: true },
    });
  }
}
