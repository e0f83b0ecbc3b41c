// Thin client for the helpdesk REST API, called with the user's own bearer token.
// @ts-nocheck
import { HELPDESK_URL } from './config.js';

const authHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });

export async function fetchTicket(ticketId: string, token: string) {
  const res = await fetch(`${HELPDESK_URL}/tickets/${encodeURIComponent(ticketId)}`, { headers: authHeaders(token) });
  if (res.status !== 200) throw new Error(`helpdesk answered ${res.status}`);
  return res.json();
}

export async function moveTicket(ticketId: string, queue: string, token: string) {
  const res = await fetch(`${HELPDESK_URL}/tickets/${encodeURIComponent(ticketId)}/queue`, {
    method: 'PUT',
    headers: { ...authHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ queue }),
  });
  return res.ok;
}
