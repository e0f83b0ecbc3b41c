// LIMS client: per-user delegated tokens cached in memory, the analysis catalogue (stale copy on failure), orders.
// @ts-nocheck
import { config } from '../config.js';

type Panel = { code: string; name: string; priceCents: number; turnaroundDays: number; matrices: string[] };

const delegated = new Map<string, { token: string; expiresAt: number }>();
let catalogueCache: { panels: Panel[]; fetchedAt: number } | null = null;

const clientBasic = Buffer.from(`${config.limsClientId}:${config.limsClientSecret}`).toString('base64');

async function delegatedToken(userId: string, userAccessToken: string): Promise<string> {
  const cached = delegated.get(userId);
  if (cached && cached.expiresAt - 30_000 > Date.now()) return cached.token;
  const res = await fetch(config.limsTokenUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${clientBasic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: userAccessToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: 'lims',
    }),
  });
  if (!res.ok) throw new Error(`LIMS token exchange failed (${res.status})`);
  const body = await res.json();
  delegated.set(userId, { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 });
  return body.access_token;
}

export function catalogue(): Promise<{ panels: Panel[]; stale: boolean }> {
  return fetch(`${config.limsUrl}/catalogue/panels`, { signal: AbortSignal.timeout(4_000) })
    .then((res) => {
      if (!res.ok) throw new Error(`catalogue ${res.status}`);
      return res.json();
    })
    .then((panels: Panel[]) => {
      catalogueCache = { panels, fetchedAt: Date.now() };
      return { panels, stale: false };
    })
    .catch((e) => {
      if (catalogueCache && Date.now() - catalogueCache.fetchedAt < 24 * 3_600_000) return { panels: catalogueCache.panels, stale: true };
      throw e;
    });
}

export async function submitOrder(auth, sampleId: string, panelCodes: string[], rush: boolean) {
  const token = await delegatedToken(auth.extra.userId, auth.token);
  const res = await fetch(`${config.limsUrl}/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sampleRef: sampleId, panels: panelCodes, priority: rush ? 'rush' : 'routine' }),
  });
  if (!res.ok) throw new Error(`LIMS refused the order (${res.status})`);
  return (await res.json()).orderId as string;
}

export async function cancelWork(auth, sampleId: string) {
  const token = await delegatedToken(auth.extra.userId, auth.token);
  const res = await fetch(`${config.limsUrl}/samples/${encodeURIComponent(sampleId)}/work`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok && res.status !== 404) throw new Error(`LIMS could not stop work (${res.status})`);
}
