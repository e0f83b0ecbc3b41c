// Client for the deploy API. release-train calls it with its own service token and names the user
// it acts for; the deploy API applies that user's permissions (onBehalfOf).

const DEPLOY_API = process.env.DEPLOY_API_URL ?? 'https://deploy.corp.example/api/v2';

export interface Plan {
  id: string;
  service: string;
  environment: string;
  fromVersion: string;
  toVersion: string;
  steps: string[];
}

async function deployApi<T>(path: string, onBehalfOf: string, body?: unknown): Promise<T> {
  const res = await fetch(`${DEPLOY_API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${process.env.DEPLOY_API_TOKEN}`,
      'x-on-behalf-of': onBehalfOf,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 403) throw new Error(`not allowed for ${onBehalfOf}`);
  if (!res.ok) throw new Error(`deploy API ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const deployer = {
  planPromotion: (userId: string, a: { service: string; version: string; from: string; to: string }) =>
    deployApi<Plan>('/plans', userId, { kind: 'promote', service: a.service, version: a.version, source: a.from, target: a.to }),
  planRollback: (userId: string, a: { service: string; environment: string; toVersion: string }) =>
    deployApi<Plan>('/plans', userId, { kind: 'rollback', service: a.service, target: a.environment, version: a.toVersion }),
  execute: (userId: string, planId: string) => deployApi<{ runId: string; url: string }>(`/plans/${planId}/execute`, userId, {}),
  refreshCatalog: (service: string) => deployApi<void>(`/catalog/${encodeURIComponent(service)}/refresh`, 'release-train', {}),
};
