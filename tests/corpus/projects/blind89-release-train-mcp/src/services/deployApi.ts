// Client for the deploy controller's rollout API.
// @ts-nocheck
import { config } from '../config.js';

async function request(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${config.deployApi.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${init.token ?? config.deployApi.serviceToken}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`deploy controller ${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

export const getRollout = (id: string) => request(`/rollouts/${encodeURIComponent(id)}`);

export const listRollouts = (service?: string) => request(`/rollouts?active=true${service ? `&service=${encodeURIComponent(service)}` : ''}`);

export const startRollout = (token: string, body: { planId: string; service: string; buildId: string; environment: string; requestedBy: string }) =>
  request('/rollouts', { method: 'POST', token, body });

export const cancelRollout = (id: string, body: { reason: string; requestedBy: string }) =>
  request(`/rollouts/${encodeURIComponent(id)}/cancel`, { method: 'POST', body });
