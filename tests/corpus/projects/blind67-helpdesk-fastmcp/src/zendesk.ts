import { settings } from './config.js';

export interface Ticket {
  id: number;
  subject: string;
  status: 'new' | 'open' | 'pending' | 'hold' | 'solved' | 'closed';
  requester_id: number;
  assignee_id: number | null;
}

export interface AgentProfile {
  id: number;
  email: string;
  name: string;
  role: 'agent' | 'admin';
}

export interface VendorQueue {
  email: string;
  name: string;
}

async function zd<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${settings.zendesk.apiBase}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) {
    throw new Error(`Zendesk ${init.method ?? 'GET'} ${path} failed: ${res.status} ${res.statusText}`);
  }
  return (await res.json()) as T;
}

export async function fetchAgentProfile(token: string): Promise<AgentProfile | null> {
  try {
    const { user } = await zd<{ user: AgentProfile }>(token, '/users/me.json');
    return user.role === 'agent' || user.role === 'admin' ? user : null;
  } catch {
    return null;
  }
}

export async function getTicket(token: string, id: number): Promise<Ticket> {
  const { ticket } = await zd<{ ticket: Ticket }>(token, `/tickets/${id}.json`);
  return ticket;
}

export async function ticketsInView(token: string, viewId: number, limit: number): Promise<Ticket[]> {
  const { tickets } = await zd<{ tickets: Ticket[] }>(token, `/views/${viewId}/tickets.json?per_page=${limit}`);
  return tickets;
}

export async function mergeTickets(token: string, sourceId: number, targetId: number): Promise<void> {
  await zd(token, `/tickets/${targetId}/merge.json`, {
    method: 'POST',
    body: JSON.stringify({ ids: [sourceId], target_comment: `Merged #${sourceId} into this ticket.` }),
  });
}

export async function closeTickets(token: string, ids: number[], comment: string): Promise<void> {
  await zd(token, `/tickets/update_many.json?ids=${ids.join(',')}`, {
    method: 'PUT',
    body: JSON.stringify({ ticket: { status: 'solved', comment: { body: comment, public: false } } }),
  });
}

export async function listVendorQueues(token: string): Promise<VendorQueue[]> {
  const { vendors } = await zd<{ vendors: VendorQueue[] }>(token, '/custom_objects/vendor_queue/records.json');
  return vendors;
}

export async function openSideConversation(
  token: string,
  ticketId: number,
  to: string,
  subject: string,
  body: string,
): Promise<string> {
  const { side_conversation } = await zd<{ side_conversation: { id: string } }>(
    token,
    `/tickets/${ticketId}/side_conversations.json`,
    { method: 'POST', body: JSON.stringify({ message: { to: [{ email: to }], subject, body } }) },
  );
  return side_conversation.id;
}
