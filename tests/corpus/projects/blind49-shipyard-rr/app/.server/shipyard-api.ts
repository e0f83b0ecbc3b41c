import { shipyardApi } from './env';

export interface Release {
  service: string;
  id: string;
  commit: string;
  builtAt: string;
  environments: Array<'staging' | 'production'>;
}

export interface ServiceSecret {
  name: string;
  keyId: string;
  lastRotatedAt: string;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const serviceToken = process.env.SHIPYARD_API_TOKEN;
  if (!serviceToken) throw new Error('SHIPYARD_API_TOKEN is not set');
  const res = await fetch(new URL(path, shipyardApi.baseUrl), {
    ...init,
    headers: { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`shipyard-api ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const getRelease = (service: string, releaseId: string) =>
  call<Release>(`/v1/services/${encodeURIComponent(service)}/releases/${encodeURIComponent(releaseId)}`);

export const promote = (service: string, commit: string, environment: string, actor: string) =>
  call<{ deploymentId: string }>(`/v1/services/${encodeURIComponent(service)}/deployments`, {
    method: 'POST',
    body: JSON.stringify({ commit, environment, actor }),
  });

export const freezeProduction = (actor: string) =>
  call<{ frozenAt: string }>('/v1/freeze', { method: 'POST', body: JSON.stringify({ environment: 'production', actor }) });

export const getServiceSecret = (service: string, secretName: string) =>
  call<ServiceSecret>(`/v1/services/${encodeURIComponent(service)}/secrets/${encodeURIComponent(secretName)}`);

export const rotateServiceSecret = (service: string, secretName: string, actor: string) =>
  call<ServiceSecret>(`/v1/services/${encodeURIComponent(service)}/secrets/${encodeURIComponent(secretName)}/rotate`, {
    method: 'POST',
    body: JSON.stringify({ actor }),
  });
