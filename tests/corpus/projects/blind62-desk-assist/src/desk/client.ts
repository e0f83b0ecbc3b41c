import { settings } from '../settings.js';

export interface DeskGrant {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export interface Ticket {
  id: string;
  subject: string;
  status: 'new' | 'open' | 'pending' | 'solved' | 'closed';
  priority: 'low' | 'normal' | 'high' | 'urgent';
  queueId: string;
  requester: string;
  updatedAt: string;
}

export interface Comment {
  id: string;
  author: string;
  public: boolean;
  body: string;
  createdAt: string;
}

export class DeskClient {
  private constructor(private readonly bearer: string) {}

  /** Read-only reporting across queues. */
  static service(): DeskClient {
    return new DeskClient(settings.deskServiceToken);
  }

  static withToken(accessToken: string): DeskClient {
    return new DeskClient(accessToken);
  }

  /**
   * RFC 8693 token exchange: trade the agent's MCP access token for a desk
   * token scoped to what the tool needs.
   */
  static async exchange(subjectToken: string, scope: string): Promise<DeskGrant> {
    const res = await fetch(settings.deskTokenExchangeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: subjectToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        scope,
        client_id: settings.deskClientId,
        client_secret: settings.deskClientSecret,
      }),
    });
    if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
    return (await res.json()) as DeskGrant;
  }

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${settings.deskBaseUrl}/api/v2${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${this.bearer}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`desk ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  ticket(id: string) {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(id)}`);
  }

  comments(id: string) {
    return this.call<Comment[]>(`/tickets/${encodeURIComponent(id)}/comments`);
  }

  queuesVisibleTo(userId: string) {
    return this.call<Array<{ id: string; name: string }>>(`/agents/${encodeURIComponent(userId)}/queues`);
  }

  ticketsIn(queueId: string, sinceIso: string) {
    return this.call<Ticket[]>(`/queues/${encodeURIComponent(queueId)}/tickets?updated_since=${encodeURIComponent(sinceIso)}`);
  }

  onCall(queueId: string) {
    return this.call<{ name: string; pagerHandle: string }>(`/queues/${encodeURIComponent(queueId)}/on-call`);
  }

  page(ticketId: string, body: { priority: string; summary: string; requestedBy: string }) {
    return this.call<{ pageId: string }>(`/tickets/${encodeURIComponent(ticketId)}/escalations`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
  }

  pageStatus(pageId: string) {
    return this.call<{ state: 'triggered' | 'acknowledged' | 'resolved'; by?: string }>(`/escalations/${encodeURIComponent(pageId)}`);
  }

  moveComment(fromId: string, commentId: string, toId: string) {
    return this.call<void>(`/tickets/${encodeURIComponent(fromId)}/comments/${encodeURIComponent(commentId)}/move`, {
      method: 'POST',
      body: JSON.stringify({ to: toId }),
    });
  }

  closeAsDuplicate(id: string, of: string) {
    return this.call<void>(`/tickets/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'closed', duplicate_of: of }),
    });
  }
}
