import type { DeskConfig } from '@/config';

export interface JiraConnection {
  site: string;
  email: string;
  apiToken: string;
}

export interface JiraIssue {
  key: string;
  summary: string;
  priority: string;
  reporter: string;
}

/** Jira Cloud, with the per-user connection people set up once in the desk console. */
export class JiraClient {
  constructor(private readonly vaultUrl: string) {}

  async connectionFor(userId: string): Promise<JiraConnection | undefined> {
    const res = await fetch(`${this.vaultUrl}/v1/desk/jira/${encodeURIComponent(userId)}`);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`vault: ${res.status}`);
    const { data } = (await res.json()) as { data: { site: string; email: string; api_token: string } };
    return { site: data.site, email: data.email, apiToken: data.api_token };
  }

  async search(conn: JiraConnection, jql: string, startAt = 0): Promise<{ total: number; issues: JiraIssue[] }> {
    const url = new URL('/rest/api/3/search', `https://${conn.site}`);
    url.searchParams.set('jql', jql);
    url.searchParams.set('startAt', String(startAt));
    url.searchParams.set('fields', 'summary,priority,reporter');
    const res = await fetch(url, {
      headers: { authorization: `Basic ${Buffer.from(`${conn.email}:${conn.apiToken}`).toString('base64')}` },
    });
    if (!res.ok) throw new Error(`jira search: ${res.status}`);
    const body = (await res.json()) as { total: number; issues: Array<{ key: string; fields: Record<string, any> }> };
    return {
      total: body.total,
      issues: body.issues.map((issue) => ({
        key: issue.key,
        summary: issue.fields.summary,
        priority: issue.fields.priority?.name ?? 'Medium',
        reporter: issue.fields.reporter?.emailAddress ?? 'unknown',
      })),
    };
  }
}

export interface Ticket {
  id: string;
  key: string;
  title: string;
  status: 'open' | 'pending' | 'closed';
  queue: string;
}

export class TicketStore {
  constructor(private readonly apiUrl: string) {}

  private async call<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await fetch(`${this.apiUrl}${path}`, { ...init, headers: { 'content-type': 'application/json' } });
    if (!res.ok) throw new Error(`desk api ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  get(id: string) {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(id)}`);
  }

  merge(survivorId: string, duplicateId: string, actor: string) {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(survivorId)}/merge`, {
      method: 'POST',
      body: JSON.stringify({ duplicateId, actor }),
    });
  }

  importIssues(queue: string, issues: JiraIssue[], actor: string) {
    return this.call<{ created: number }>(`/queues/${encodeURIComponent(queue)}/import`, {
      method: 'POST',
      body: JSON.stringify({ issues, actor }),
    });
  }
}

export const backendsFrom = (config: DeskConfig) => ({
  jira: new JiraClient(config.vaultUrl),
  tickets: new TicketStore(config.deskApiUrl),
});
