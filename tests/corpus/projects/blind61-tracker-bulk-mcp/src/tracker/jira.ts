export interface JiraCredentials {
  site: string;
  email: string;
  apiToken: string;
}

export interface SearchPage {
  total: number;
  issues: { key: string; fields: { summary: string; status: { name: string } } }[];
}

export interface Worklog {
  issueKey: string;
  author: string;
  started: string;
  seconds: number;
  comment?: string;
}

/** Thin Jira Cloud REST client (basic auth with an API token). */
export class JiraClient {
  constructor(private readonly creds: JiraCredentials) {}

  static fromEnv(env: NodeJS.ProcessEnv = process.env): JiraClient {
    const { JIRA_SITE, JIRA_SERVICE_EMAIL, JIRA_SERVICE_TOKEN } = env;
    if (!JIRA_SITE || !JIRA_SERVICE_EMAIL || !JIRA_SERVICE_TOKEN) throw new Error('Jira service account is not configured');
    return new JiraClient({ site: JIRA_SITE, email: JIRA_SERVICE_EMAIL, apiToken: JIRA_SERVICE_TOKEN });
  }

  get site(): string {
    return this.creds.site;
  }

  private async request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const basic = Buffer.from(`${this.creds.email}:${this.creds.apiToken}`).toString('base64');
    const res = await fetch(`https://${this.creds.site}/rest/api/3${path}`, {
      ...init,
      headers: { authorization: `Basic ${basic}`, accept: 'application/json', 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`Jira ${path}: ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  search(jql: string, opts: { maxResults?: number; startAt?: number } = {}): Promise<SearchPage> {
    return this.request('/search', {
      method: 'POST',
      body: JSON.stringify({ jql, maxResults: opts.maxResults ?? 50, startAt: opts.startAt ?? 0, fields: ['summary', 'status'] }),
    });
  }

  async transitionAll(jql: string, toStatus: string): Promise<{ moved: number; failed: string[] }> {
    let startAt = 0;
    let moved = 0;
    const failed: string[] = [];
    for (;;) {
      const page = await this.search(jql, { startAt, maxResults: 50 });
      for (const issue of page.issues) {
        const { transitions } = await this.request<{ transitions: { id: string; to: { name: string } }[] }>(
          `/issue/${issue.key}/transitions`,
        );
        const target = transitions.find((t) => t.to.name.toLowerCase() === toStatus.toLowerCase());
        if (!target) {
          failed.push(issue.key);
          continue;
        }
        await this.request(`/issue/${issue.key}/transitions`, { method: 'POST', body: JSON.stringify({ transition: { id: target.id } }) });
        moved += 1;
      }
      startAt += page.issues.length;
      if (page.issues.length === 0 || startAt >= page.total) return { moved, failed };
    }
  }

  addWorklog(w: Worklog): Promise<void> {
    return this.request(`/issue/${w.issueKey}/worklog`, {
      method: 'POST',
      body: JSON.stringify({ started: w.started, timeSpentSeconds: w.seconds, comment: w.comment }),
    });
  }

  async myself(): Promise<{ accountId: string; emailAddress: string }> {
    return this.request('/myself');
  }
}
