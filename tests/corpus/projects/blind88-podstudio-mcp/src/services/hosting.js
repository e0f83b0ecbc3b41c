// Client for the podcast hosting/CDN API that serves RSS feeds and audio.
import { config } from '../config.js';

async function hostingCall(method, path, body) {
  const res = await fetch(new URL(path, config.hosting.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${config.hosting.apiKey}`,
      'podhost-version': config.hosting.apiVersion,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  if (res.status === 404 && method === 'DELETE') return null;
  if (!res.ok) throw new Error(`hosting ${method} ${path} failed: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

export function publishToFeed(episode, { publishAt, explicit }) {
  return hostingCall('POST', `/shows/${episode.remote_show_id}/episodes`, {
    title: episode.title,
    description: episode.show_notes,
    audio_url: episode.audio_url,
    duration: episode.duration_s,
    publish_at: publishAt,
    explicit,
    guid: `podstudio:${episode.id}`,
  });
}

export function removeFromFeed(episode) {
  return hostingCall('DELETE', `/shows/${episode.remote_show_id}/episodes/${episode.remote_episode_id}`);
}

export async function downloadCount(episode) {
  if (!episode.remote_episode_id) return 0;
  const stats = await hostingCall('GET', `/shows/${episode.remote_show_id}/episodes/${episode.remote_episode_id}/stats`);
  return stats?.downloads_total ?? 0;
}
