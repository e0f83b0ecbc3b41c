import type { Severity } from '../state';

export interface Ticket {
  id: string;
  subject: string;
  queue: string;
  requester: string;
}

export interface Workspace {
  id: string;
  name: string;
}

export class HelpdeskClient {
  constructor(private readonly baseUrl: string, private readonly serviceToken: string) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${this.serviceToken}`,
        'content-type': 'application/json',
        ...(init.headers ?? {}),
      },
    });
    if (!res.ok) throw new Error(`helpdesk ${init.method ?? 'GET'} ${path} -> ${res.status}`);
    return (await res.json()) as T;
  }

  getTicket(id: string) {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(id)}`);
  }

  suggestQueue(id: string) {
    return this.call<{ queue: string; confidence: number }>(`/tickets/${encodeURIComponent(id)}/suggest-queue`);
  }

  moveToQueue(id: string, queue: string) {
    return this.call<Ticket>(`/tickets/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: JSON.stringify({ queue }),
    });
  }

  escalate(id: string, severity: Severity) {
    return this.call<{ incidentId: string; onCall: string }>(`/tickets/${encodeURIComponent(id)}/escalate`, {
      method: 'POST',
      body: JSON.stringify({ severity }),
    });
  }

  listWorkspaces(userId: string) {
    return this.call<Workspace[]>(`/users/${encodeURIComponent(userId)}/workspaces`);
  }

  linkGithub(workspaceId: string, githubLogin: string) {
    return this.call<{ ok: true }>(`/workspaces/${encodeURIComponent(workspaceId)}/github`, {
      method: 'PUT',
      body: JSON.stringify({ login: githubLogin }),
    });
  }
}
