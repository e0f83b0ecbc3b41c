import { Redis } from 'ioredis';
import { env } from '../env.js';

export interface ArcgisLink {
  portalUrl: string;
  username: string;
  refreshToken: string;
}

let redis: Redis | undefined;
const client = () => (redis ??= new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }));

/** The ArcGIS Online account a user linked in the web app (OAuth, offline access). */
export async function arcgisLinkFor(userId: string): Promise<ArcgisLink | null> {
  const raw = await client().hgetall(`arcgis:link:${userId}`);
  if (!raw.refresh_token) return null;
  return { portalUrl: raw.portal_url, username: raw.username, refreshToken: raw.refresh_token };
}

export async function accessTokenFrom(link: ArcgisLink): Promise<string> {
  const res = await fetch(`${link.portalUrl}/sharing/rest/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: env.ARCGIS_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: link.refreshToken,
    }),
  });
  const body = (await res.json()) as { access_token?: string; error?: { message: string } };
  if (!body.access_token) throw new Error(body.error?.message ?? 'ArcGIS token refresh failed');
  return body.access_token;
}

export interface ImportJob {
  jobId: string;
  table: string;
}

export async function startImport(layerUrl: string, arcgisToken: string, srid: number, schema: string): Promise<ImportJob> {
  const res = await fetch(`${env.POSTGIS_IMPORT_URL}/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ source: layerUrl, sourceToken: arcgisToken, srid, schema }),
  });
  if (!res.ok) throw new Error(`import service answered ${res.status}`);
  return (await res.json()) as ImportJob;
}

export async function purgeDataset(datasetId: string, ownerId: string): Promise<number> {
  const res = await fetch(`${env.POSTGIS_IMPORT_URL}/datasets/${encodeURIComponent(datasetId)}`, {
    method: 'DELETE',
    headers: { 'x-owner-id': ownerId },
  });
  if (!res.ok) throw new Error(`purge failed with ${res.status}`);
  const { rowsDeleted } = (await res.json()) as { rowsDeleted: number };
  return rowsDeleted;
}

export async function datasetsOf(ownerId: string): Promise<{ id: string; name: string; rows: number }[]> {
  const res = await fetch(`${env.POSTGIS_IMPORT_URL}/datasets?owner=${encodeURIComponent(ownerId)}`);
  return (await res.json()) as { id: string; name: string; rows: number }[];
}
