export interface AppHistoryEntry {
  id: number;
  revision: string;
  deployedAt: string;
}

export interface AppStatus {
  name: string;
  syncRevision: string;
  history: AppHistoryEntry[];
  replicas: number;
}

export class ArgoClient {
  constructor(
    private readonly server: string,
    private readonly authToken: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(`/api/v1${path}`, this.server), {
      method,
      headers: {
        authorization: `Bearer ${this.authToken}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`argocd ${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async status(app: string): Promise<AppStatus> {
    const raw = await this.call<{
      metadata: { name: string };
      status: { sync: { revision: string }; history?: AppHistoryEntry[]; summary?: { replicas?: number } };
    }>('GET', `/applications/${encodeURIComponent(app)}`);
    return {
      name: raw.metadata.name,
      syncRevision: raw.status.sync.revision,
      history: raw.status.history ?? [],
      replicas: raw.status.summary?.replicas ?? 1,
    };
  }

  async rollback(app: string, historyId: number): Promise<void> {
    await this.call('POST', `/applications/${encodeURIComponent(app)}/rollback`, { id: historyId, prune: false });
  }

  async scale(app: string, deployment: string, replicas: number): Promise<void> {
    await this.call('POST', `/applications/${encodeURIComponent(app)}/resource/actions`, {
      kind: 'Deployment',
      resourceName: deployment,
      action: 'scale',
      params: [{ name: 'replicas', value: String(replicas) }],
    });
  }
}
