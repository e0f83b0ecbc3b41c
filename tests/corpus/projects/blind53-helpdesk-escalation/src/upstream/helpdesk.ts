/**
 * Thin client for the helpdesk's REST API. Calls are made on behalf of the MCP
 * user: their bearer token is exchanged (RFC 8693) for a helpdesk token.
 */
const BASE_URL = process.env.HELPDESK_BASE_URL ?? 'https://support.example.com';
const TOKEN_URL = process.env.HELPDESK_TOKEN_URL ?? `${BASE_URL}/oauth/token`;

export interface TokenGrant {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly scope?: string;
}

export interface Ticket {
  readonly id: string;
  readonly subject: string;
  readonly status: 'new' | 'open' | 'pending' | 'solved' | 'closed';
  readonly group_id: number | null;
  readonly requester_email: string;
}

export interface Queue {
  readonly id: number;
  readonly name: string;
  readonly tier: 'l2' | 'l3' | 'engineering';
  readonly open_count: number;
}

export interface Lock {
  readonly id: string;
  readonly ticket_ids: readonly string[];
  readonly expires_at: string;
}

export async function exchangeForHelpdeskToken(subjectToken: string): Promise<TokenGrant> {
  const res = await fetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      scope: 'tickets:write',
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
  return (await res.json()) as TokenGrant;
}

export class HelpdeskClient {
  constructor(private readonly accessToken: string) {}

  private async request<T>(path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<T> {
    const res = await fetch(`${BASE_URL}/api/v2${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${this.accessToken}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    if (!res.ok) throw new Error(`helpdesk ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  ticket(id: string): Promise<Ticket> {
    return this.request<{ ticket: Ticket }>(`/tickets/${id}`).then((r) => r.ticket);
  }

  queues(tier: Queue['tier']): Promise<Queue[]> {
    return this.request<{ groups: Queue[] }>(`/groups?tier=${tier}`).then((r) => r.groups);
  }

  assign(ticketId: string, groupId: number, note?: string): Promise<Ticket> {
    return this.request<{ ticket: Ticket }>(`/tickets/${ticketId}`, {
      method: 'PUT',
      body: { ticket: { group_id: groupId, ...(note ? { comment: { body: note, public: false } } : {}) } },
    }).then((r) => r.ticket);
  }

  merge(survivorId: string, duplicateId: string): Promise<{ job_id: string }> {
    return this.request(`/tickets/${survivorId}/merge`, { method: 'POST', body: { ids: [duplicateId] } });
  }

  lock(ticketIds: readonly string[], owner: string): Promise<Lock> {
    return this.request<{ lock: Lock }>('/locks', { method: 'POST', body: { ticket_ids: ticketIds, owner } }).then((r) => r.lock);
  }

  unlock(lockId: string): Promise<void> {
    return this.request<void>(`/locks/${encodeURIComponent(lockId)}`, { method: 'DELETE' });
  }
}
