// Helpdesk API client for fetching, routing, assigning and bulk-closing tickets.
// @ts-nocheck
import { config } from './config.js';

export interface Ticket {
  id: string;
  subject: string;
  status: 'open' | 'pending' | 'closed';
  assignee?: string;
  team?: string;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(new URL(path, config.helpdeskUrl), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`helpdesk ${res.status} on ${path}`);
  return (await res.json()) as T;
}

export const helpdesk = {
  get: (id: string) => call<Ticket>(`/tickets/${encodeURIComponent(id)}`),
  teamsFor: (id: string) => call<string[]>(`/tickets/${encodeURIComponent(id)}/candidate-teams`),
  assign: (id: string, team: string) =>
    call<Ticket>(`/tickets/${encodeURIComponent(id)}/assign`, { method: 'POST', body: JSON.stringify({ team }) }),
  closeMany: (ids: string[], reason: string) =>
    call<{ closed: number }>(`/tickets/bulk-close`, { method: 'POST', body: JSON.stringify({ ids, reason }) }),
};
