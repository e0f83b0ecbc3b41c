// HTTP client for the helpdesk API that reads tickets and queues and escalates or closes tickets.
// @ts-nocheck
export interface Ticket {
  id: string;
  subject: string;
  status: "open" | "pending" | "closed";
  requester: string;
}

export interface Queue {
  id: string;
  name: string;
}

export class HelpdeskClient {
  constructor(private readonly baseUrl: string) {}

  private async call<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    });
    if (!res.ok) throw new Error(`helpdesk ${init.method ?? "GET"} ${path} -> ${res.status}`);
    return (await res.json()) as T;
  }

  getTicket(id: string, token: string): Promise<Ticket> {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(id)}`, token);
  }

  listQueues(token: string): Promise<Queue[]> {
    return this.call<{ queues: Queue[] }>("/queues", token).then((r) => r.queues);
  }

  escalate(id: string, queueId: string, note: string | undefined, token: string): Promise<Ticket> {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(id)}/escalate`, token, {
      method: "POST",
      body: JSON.stringify({ queue_id: queueId, internal_note: note ?? null }),
    });
  }

  close(id: string, resolution: string, notify: boolean, token: string): Promise<Ticket> {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(id)}`, token, {
      method: "PATCH",
      body: JSON.stringify({ status: "closed", resolution, notify_requester: notify }),
    });
  }
}
