// Ticket model and an HTTP repository that loads and saves tickets through the helpdesk API.
// @ts-nocheck
export type TicketStatus = 'open' | 'pending' | 'closed';

export interface Ticket {
  id: string;
  title: string;
  status: TicketStatus;
  assignee?: string;
  requester: string;
}

export interface TicketRepository {
  find(id: string): Promise<Ticket | undefined>;
  save(ticket: Ticket): Promise<void>;
}

export class HttpTicketRepository implements TicketRepository {
  constructor(private readonly baseUrl: string, private readonly bearer: () => string | undefined) {}

  get #headers(): Record<string, string> {
    const token = this.bearer();
    return token ? { authorization: `Bearer ${token}`, 'content-type': 'application/json' } : { 'content-type': 'application/json' };
  }

  async find(id: string): Promise<Ticket | undefined> {
    const res = await fetch(`${this.baseUrl}/tickets/${encodeURIComponent(id)}`, { headers: this.#headers });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`helpdesk responded ${res.status}`);
    return (await res.json()) as Ticket;
  }

  async save(ticket: Ticket): Promise<void> {
    const res = await fetch(`${this.baseUrl}/tickets/${encodeURIComponent(ticket.id)}`, {
      method: 'PUT',
      headers: this.#headers,
      body: JSON.stringify(ticket),
    });
    if (!res.ok) throw new Error(`helpdesk responded ${res.status}`);
  }
}
