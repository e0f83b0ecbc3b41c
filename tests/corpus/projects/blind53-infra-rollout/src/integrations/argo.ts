export interface RolloutStatus {
  readonly name: string;
  readonly namespace: string;
  readonly phase: 'Healthy' | 'Progressing' | 'Paused' | 'Degraded' | 'Aborted';
  readonly currentWeight: number;
  readonly revision: number;
  readonly canaryImage: { readonly repository: string; readonly tag: string };
}

export interface RevisionInfo {
  readonly revision: number;
  readonly image: string;
  readonly deployedAt: string;
}

type Method = 'GET' | 'POST' | 'PUT';

/** Minimal client for the Argo Rollouts dashboard API, authenticated as the MCP service account. */
export class ArgoRollouts {
  constructor(
    private readonly baseUrl: URL,
    private readonly serviceToken: string,
  ) {}

  private async send<R>(method: Method, path: string, body?: object): Promise<R> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: { authorization: `Bearer ${this.serviceToken}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`argo ${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as R;
  }

  status(namespace: string, name: string): Promise<RolloutStatus> {
    return this.send('GET', `/api/v1/rollouts/${namespace}/${name}/info`);
  }

  history(namespace: string, name: string): Promise<RevisionInfo[]> {
    return this.send('GET', `/api/v1/rollouts/${namespace}/${name}/revisions`);
  }

  setWeight(namespace: string, name: string, weight: number): Promise<RolloutStatus> {
    return this.send('POST', `/api/v1/rollouts/${namespace}/${name}/setweight/${weight}`);
  }

  undo(namespace: string, name: string, revision: number): Promise<RolloutStatus> {
    return this.send('POST', `/api/v1/rollouts/${namespace}/${name}/undo/${revision}`);
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

export const argo = new ArgoRollouts(
  new URL(process.env.ARGO_ROLLOUTS_URL ?? 'http://argo-rollouts-dashboard.argo-rollouts:3100'),
  required('ARGO_SERVICE_TOKEN'),
);
