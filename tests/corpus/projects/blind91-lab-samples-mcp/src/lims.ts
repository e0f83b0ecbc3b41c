// HTTP client for the vendor LIMS: disposal sessions and supervisor notifications.
// @ts-nocheck
import { env } from './env.js';

async function lims(path: string, init: RequestInit & { session?: string } = {}) {
  const headers = {
    'x-api-key': env.limsApiKey,
    'content-type': 'application/json',
    ...(init.session ? { 'x-lims-session': init.session } : {}),
  };
  const res = await fetch(`${env.limsBaseUrl}${path}`, { ...init, headers, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`LIMS ${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export function openDisposal(sampleIds: string[], operatorId: string): Promise<{ disposalId: string; sessionToken: string }> {
  return lims('/api/disposals', { method: 'POST', body: JSON.stringify({ samples: sampleIds, operator: operatorId }) });
}

export function commitDisposal(disposalId: string, sessionToken: string) {
  return lims(`/api/disposals/${encodeURIComponent(disposalId)}/commit`, { method: 'POST', session: sessionToken });
}

export function notifyUser(userId: string, subject: string, body: string) {
  return lims('/api/messages', { method: 'POST', body: JSON.stringify({ to: userId, subject, body }) });
}
