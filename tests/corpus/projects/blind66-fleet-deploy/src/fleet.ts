import { env } from './env.js';

export interface RolloutPlan {
  id: string;
  instances: number;
  drainMinutes: number;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, env.FLEET_API_URL), {
    ...init,
    headers: { authorization: `Bearer ${env.FLEET_API_TOKEN}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`fleet API ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const fleet = {
  plan: (service: string, release: string, region: string) =>
    api<RolloutPlan>('/v2/plans', { method: 'POST', body: JSON.stringify({ service, release, region }) }),

  rollout: (run: { service: string; release: string; region: string; planId: string; pullAuth?: string; by: string }) =>
    api<{ runId: string }>('/v2/rollouts', { method: 'POST', body: JSON.stringify(run) }),

  history: (service: string) => api<{ revision: string; release: string; at: string }[]>(`/v2/services/${service}/history`),

  rollback: (service: string, revision: string, by: string) =>
    api<{ runId: string }>(`/v2/services/${service}/rollback`, { method: 'POST', body: JSON.stringify({ revision, by }) }),
};
