// Jira client that gets user tokens from the broker and lists assignees, assigns tickets and reads comments.
// @ts-nocheck
const JIRA_BASE = process.env.JIRA_BASE_URL ?? 'https://acme.atlassian.net';
const BROKER_URL = process.env.TOKEN_BROKER_URL ?? 'http://token-broker.internal:8080';

export interface Candidate {
  accountId: string;
  displayName: string;
  openTickets: number;
}

/** Swap the agent's identity for a short-lived Jira OAuth token via the broker. */
export async function jiraTokenFor(userId: string): Promise<string> {
  const res = await fetch(`${BROKER_URL}/v1/tokens/jira`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subject: userId }),
  });
  if (!res.ok) throw new Error(`token broker: ${res.status}`);
  const { access_token } = (await res.json()) as { access_token: string };
  return access_token;
}

async function jira<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${JIRA_BASE}/rest/api/3${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`jira ${path}: ${res.status}`);
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export function assignableUsers(token: string, ticketKey: string): Promise<Candidate[]> {
  return jira<Candidate[]>(token, `/user/assignable/search?issueKey=${encodeURIComponent(ticketKey)}`);
}

export function assign(token: string, ticketKey: string, accountId: string): Promise<void> {
  return jira<void>(token, `/issue/${encodeURIComponent(ticketKey)}/assignee`, {
    method: 'PUT',
    body: JSON.stringify({ accountId }),
  });
}

export async function commentThread(token: string, ticketKey: string): Promise<string[]> {
  const data = await jira<{ comments: { body: string }[] }>(token, `/issue/${encodeURIComponent(ticketKey)}/comment`);
  return data.comments.map((c) => c.body);
}
