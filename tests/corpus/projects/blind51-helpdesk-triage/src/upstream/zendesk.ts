import { config } from '../config.js';

export interface AgentSession {
  accessToken: string;
  expiresAt: number;
}

const base = `https://${config.zendesk.subdomain}.zendesk.com`;

/** Exchanges our user's identity for a short-lived Zendesk agent token (token exchange grant). */
export async function openAgentSession(userId: string): Promise<AgentSession> {
  const res = await fetch(`${base}/oauth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      client_id: config.zendesk.clientId,
      client_secret: config.zendesk.clientSecret,
      subject_token: userId,
      scope: 'tickets:write',
    }),
  });
  if (!res.ok) throw new Error(`zendesk token exchange failed: ${res.status}`);
  const json = (await res.json()) as { access_token: string; expires_in: number };
  return { accessToken: json.access_token, expiresAt: Date.now() + json.expires_in * 1000 };
}

export async function updateTickets(
  token: string,
  ids: number[],
  status: 'solved' | 'closed',
): Promise<{ jobId: string }> {
  const res = await fetch(`${base}/api/v2/tickets/update_many.json?ids=${ids.join(',')}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ticket: { status } }),
  });
  if (!res.ok) throw new Error(`zendesk update_many failed: ${res.status}`);
  const body = (await res.json()) as { job_status: { id: string } };
  return { jobId: body.job_status.id };
}

export async function listAgents(token: string, groupId: number) {
  const res = await fetch(`${base}/api/v2/groups/${groupId}/users.json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { users: { id: number; name: string }[] };
  return body.users;
}

export async function assignTicket(token: string, ticketId: number, assigneeId: number) {
  await fetch(`${base}/api/v2/tickets/${ticketId}.json`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ticket: { assignee_id: assigneeId } }),
  });
}
