// HTTP client for the ticket API: fetch, escalate and close tickets.
// @ts-nocheck
export interface TicketApiOptions {
  baseUrl: string;
  token: string;
}

export interface Ticket {
  id: string;
  title: string;
  status: 'open' | 'pending' | 'closed';
  assignee?: string;
}

export class TicketApi {
  constructor(private readonly opts: TicketApiOptions) {}

  private async call<T>(path: string, init: RequestInit = {}, asUser?: string): Promise<T> {
    const res = await fetch(`${this.opts.baseUrl}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${asUser ?? this.opts.token}`,
        ...(init.headers ?? {}),
      },
    });
    if (!res.ok) throw new Error(`ticket api ${path} -> ${res.status}`);
    return (await res.json()) as T;
  }

  get(id: string): Promise<Ticket> {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(id)}`);
  }

  escalate(id: string, severity: string, note: string, asUser?: string): Promise<Ticket> {
    return this.call<Ticket>(
      `/tickets/${encodeURIComponent(id)}/escalations`,
      { method: 'POST', body: JSON.stringify({ severity, note }) },
      asUser,
    );
  }

  close(id: string, reason: string): Promise<Ticket> {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(id)}/close`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    });
  }
}
