// Thin client for the internal platform API (releases, placements, scaling).

const base = process.env.OPS_PLATFORM_URL ?? 'http://platform-api.ops.svc.cluster.local';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, base), {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${process.env.OPS_PLATFORM_TOKEN}`,
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`platform ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export interface Placement {
  cluster: string;
  namespace: string;
  replicas: number;
}

export const releases = {
  current: (service: string) => call<{ revision: string; deployedAt: string }>(`/v1/services/${encodeURIComponent(service)}/release`),
  rollback: (service: string, revision: string, actor: string) =>
    call<void>(`/v1/services/${encodeURIComponent(service)}/rollback`, { method: 'POST', body: JSON.stringify({ revision, actor }) }),
};

export const clusters = {
  /** Where the service runs, or undefined when the user's teams cannot see it. */
  locate: (service: string, opts: { visibleTo: string }) =>
    call<Placement | undefined>(`/v1/placements/${encodeURIComponent(service)}?user=${encodeURIComponent(opts.visibleTo)}`),
  scale: (cluster: string, service: string, replicas: number, opts: { actor: string }) =>
    call<void>(`/v1/clusters/${encodeURIComponent(cluster)}/services/${encodeURIComponent(service)}/scale`, {
      method: 'POST',
      body: JSON.stringify({ replicas, actor: opts.actor }),
    }),
};
