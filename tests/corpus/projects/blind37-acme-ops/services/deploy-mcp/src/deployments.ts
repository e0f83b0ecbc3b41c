const base = process.env.DEPLOY_API_URL ?? 'http://deploy-api.platform.svc:8000';
const token = process.env.DEPLOY_API_TOKEN;

export interface Release {
  service: string;
  revision: string;
  image: string;
  replicas: number;
  deployedAt: string;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, base), {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  });
  if (!res.ok) throw new Error(`deploy-api ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const deployments = {
  current: (service: string) => call<Release>(`/v2/services/${encodeURIComponent(service)}/release`),
  history: (service: string) => call<Release[]>(`/v2/services/${encodeURIComponent(service)}/releases?limit=20`),
  rollback: (service: string, revision: string, meta: { requestedBy: string }) =>
    call<{ runId: string }>(`/v2/services/${encodeURIComponent(service)}/rollbacks`, {
      method: 'POST',
      body: JSON.stringify({ revision, ...meta }),
    }),
  scale: (service: string, replicas: number, meta: { requestedBy: string }) =>
    call<{ runId: string }>(`/v2/services/${encodeURIComponent(service)}/scale`, {
      method: 'POST',
      body: JSON.stringify({ replicas, ...meta }),
    }),
};
