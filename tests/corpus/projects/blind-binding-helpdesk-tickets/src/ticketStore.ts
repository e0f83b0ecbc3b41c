// Models the helpdesk backend client used by the tools (REST calls to the ticketing system).
// @ts-nocheck
const BASE = process.env.HELPDESK_API_URL ?? 'http://localhost:8080/api';

async function call(path: string, body: unknown) {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.HELPDESK_API_TOKEN}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`helpdesk API ${path} failed: ${res.status}`);
  return res.json();
}

export const tickets = {
  close: (ticketId: string, opts: { note?: string; notify: boolean }) => call(`/tickets/${ticketId}/close`, opts),
  assign: (ticketId: string, assignee: string) => call(`/tickets/${ticketId}/assign`, { assignee }),
};
