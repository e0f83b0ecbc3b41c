// Castwell (our podcast host) REST API. The network-wide key never leaves the worker.
import type { Env } from './env';

export interface Episode {
  id: string;
  show: string;
  title: string;
  status: 'draft' | 'scheduled' | 'published' | 'unpublished';
  publishAt: string | null;
}

export function hostClient(env: Env) {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${env.HOST_API_BASE}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${env.HOST_API_KEY}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`Castwell ${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  return {
    episode: (show: string, id: string) => call<Episode>(`/shows/${show}/episodes/${id}`),
    schedule: (show: string, id: string, publishAt: string, feeds: string[]) =>
      call<Episode>(`/shows/${show}/episodes/${id}/schedule`, { method: 'POST', body: JSON.stringify({ publishAt, feeds }) }),
    unpublish: (show: string, id: string) => call<void>(`/shows/${show}/episodes/${id}/publication`, { method: 'DELETE' }),
  };
}

/** Release slots are scarce (ad inventory): a producer holds one while deciding. */
export async function placeHold(env: Env, show: string, episodeId: string, producer: string): Promise<string> {
  const holdId = crypto.randomUUID();
  await env.HOLDS.put(`hold:${holdId}`, JSON.stringify({ show, episodeId, producer }), { expirationTtl: 900 });
  return holdId;
}

export async function releaseHold(env: Env, holdId: string | undefined): Promise<void> {
  if (holdId) await env.HOLDS.delete(`hold:${holdId}`);
}
