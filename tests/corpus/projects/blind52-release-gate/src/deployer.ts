import { redis } from './pending/store.js';

const API = process.env.DEPLOY_API_URL;
const TOKEN = process.env.DEPLOY_API_TOKEN;
if (!API || !TOKEN) throw new Error('DEPLOY_API_URL and DEPLOY_API_TOKEN must be set');

export interface Build {
  id: string;
  service: string;
  version: string;
  commit: string;
  passed: boolean;
}

async function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
  const res = await fetch(new URL(path, API), {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`deploy API ${method} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Build results arrive by webhook (see webhooks.ts); fall back to the API when the cache is cold. */
export async function buildFor(service: string, version: string): Promise<Build | null> {
  const cached = await redis.get(`release-gate:build:${service}:${version}`);
  if (cached) return JSON.parse(cached) as Build;
  const found = await call<{ builds: Build[] }>('GET', `/v1/builds?service=${encodeURIComponent(service)}&version=${encodeURIComponent(version)}`);
  return found.builds[0] ?? null;
}

export function promote(input: {
  service: string;
  version: string;
  environment: string;
  buildId: string;
  requestedBy: string;
  idempotencyKey: string;
}): Promise<{ rolloutId: string; dashboardUrl: string }> {
  const { idempotencyKey, ...body } = input;
  return call('POST', '/v1/rollouts', body, idempotencyKey);
}

export function savePlan(input: {
  service: string;
  version: string;
  canaryPercent: number;
  regions: string[];
  windowStart: string;
  author: string;
  idempotencyKey: string;
}): Promise<{ planId: string }> {
  const { idempotencyKey, ...body } = input;
  return call('POST', '/v1/rollout-plans', body, idempotencyKey);
}

export async function regionsFor(service: string): Promise<string[]> {
  const body = await call<{ regions: string[] }>('GET', `/v1/services/${encodeURIComponent(service)}/regions`);
  return body.regions;
}
