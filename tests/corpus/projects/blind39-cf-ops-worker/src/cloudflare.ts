import type { Env } from './env';

const API = 'https://api.cloudflare.com/client/v4';

interface Envelope<T> {
  success: boolean;
  errors: { code: number; message: string }[];
  result: T;
}

async function call<T>(env: Env, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${env.CF_API_TOKEN}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) {
    throw new Error(body.errors.map((e) => `${e.code}: ${e.message}`).join('; ') || `Cloudflare API answered ${res.status}`);
  }
  return body.result;
}

export interface Zone {
  id: string;
  name: string;
  status: string;
  plan: { name: string };
  account: { id: string; name: string };
}

export async function getZoneByName(env: Env, name: string): Promise<Zone | undefined> {
  const zones = await call<Zone[]>(env, `/zones?${new URLSearchParams({ name, per_page: '1' })}`);
  return zones[0];
}

export function listZones(env: Env, accountIds: string[]): Promise<Zone[][]> {
  return Promise.all(
    accountIds.map((id) => call<Zone[]>(env, `/zones?${new URLSearchParams({ 'account.id': id, per_page: '50' })}`)),
  );
}

export function purgePrefixes(env: Env, zoneId: string, prefixes: string[]): Promise<{ id: string }> {
  return call(env, `/zones/${zoneId}/purge_cache`, { method: 'POST', body: JSON.stringify({ prefixes }) });
}

export async function getSetting(env: Env, zoneId: string, setting: string): Promise<string> {
  const res = await call<{ id: string; value: string }>(env, `/zones/${zoneId}/settings/${setting}`);
  return res.value;
}

export function patchSetting(env: Env, zoneId: string, setting: string, value: string) {
  return call<{ id: string; value: string }>(env, `/zones/${zoneId}/settings/${setting}`, {
    method: 'PATCH',
    body: JSON.stringify({ value }),
  });
}
