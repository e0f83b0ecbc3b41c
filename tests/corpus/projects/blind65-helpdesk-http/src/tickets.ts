import { config } from './config.js';

export interface Ticket {
  id: string;
  subject: string;
  queue: string;
  status: 'open' | 'pending' | 'solved' | 'closed';
  requester: string;
  updatedAt: string;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${config.ticketsApi}${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${config.ticketsApiToken}`,
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) throw new Error(`tickets api ${res.status} on ${path}`);
  return (await res.json()) as T;
}

export async function search(query: string, queues: string[], limit = 200): Promise<Ticket[]> {
  const qs = new URLSearchParams({ q: query, limit: String(limit) });
  for (const queue of queues) qs.append('queue', queue);
  const { tickets } = await api<{ tickets: Ticket[] }>(`/tickets/search?${qs}`);
  return tickets;
}

export async function getTicket(id: string): Promise<Ticket | null> {
  try {
    return await api<Ticket>(`/tickets/${encodeURIComponent(id)}`);
  } catch {
    return null;
  }
}

export async function close(id: string, resolution: string, agentId: string): Promise<void> {
  await api(`/tickets/${encodeURIComponent(id)}/close`, {
    method: 'POST',
    body: JSON.stringify({ resolution, closedBy: agentId }),
  });
}
