// Thin client for the helpdesk REST API. The API token stays on the server.
const BASE = process.env.HELPDESK_URL ?? 'https://helpdesk.internal.example';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}/api/v2${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${process.env.HELPDESK_API_TOKEN}`,
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) throw new Error(`helpdesk ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export interface Ticket {
  id: string;
  title: string;
  priority: 'low' | 'normal' | 'high' | 'urgent';
}

export const tickets = {
  get: (id: string) => call<Ticket>(`/tickets/${encodeURIComponent(id)}`),
  escalate: (id: string, reason: string, actor: string) =>
    call<void>(`/tickets/${encodeURIComponent(id)}/escalate`, {
      method: 'POST',
      body: JSON.stringify({ reason, actor }),
    }),
  close: (id: string, resolution: string, actor: string) =>
    call<void>(`/tickets/${encodeURIComponent(id)}/close`, {
      method: 'POST',
      body: JSON.stringify({ resolution, actor }),
    }),
};
