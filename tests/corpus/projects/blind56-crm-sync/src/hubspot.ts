import { parse } from 'csv-parse/sync';
import { connectionFor } from './connections.js';
import { settings } from './settings.js';

/** What every HubSpot call needs: which portal, and the user's token for it. */
export interface PortalAuth {
  portalId: number;
  accessToken: string;
}

export class NotConnectedError extends Error {}

export async function portalFor(userId: string): Promise<PortalAuth> {
  const conn = await connectionFor(userId);
  if (!conn) throw new NotConnectedError('Connect your HubSpot portal in the CRM Sync web app first.');
  return { portalId: conn.portalId, accessToken: conn.accessToken };
}

async function hs<T>(portal: PortalAuth, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${settings.hubspot.apiBase}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${portal.accessToken}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`HubSpot ${method} ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export interface HubspotList {
  listId: string;
  name: string;
  size: number;
}

export const getList = (portal: PortalAuth, listId: string) =>
  hs<{ list: HubspotList }>(portal, 'GET', `/crm/v3/lists/${encodeURIComponent(listId)}`).then((r) => r.list);

export const deleteList = (portal: PortalAuth, listId: string) =>
  hs<void>(portal, 'DELETE', `/crm/v3/lists/${encodeURIComponent(listId)}`);

export interface CsvPreview {
  url: string;
  columns: string[];
  rowCount: number;
}

export async function previewCsv(url: string): Promise<CsvPreview> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new Error('Only https:// CSV sources are supported');
  const res = await fetch(parsed, { signal: AbortSignal.timeout(20_000) });
  if (!res.ok) throw new Error(`Could not fetch the CSV (${res.status})`);
  const rows = parse(await res.text(), { columns: false, skip_empty_lines: true }) as string[][];
  return { url: parsed.href, columns: rows[0] ?? [], rowCount: Math.max(rows.length - 1, 0) };
}

export async function importContacts(
  portal: PortalAuth,
  job: { listId: string; sourceUrl: string; mapping: Record<string, string> },
): Promise<{ importId: string }> {
  const { id } = await hs<{ id: string }>(portal, 'POST', '/crm/v3/imports', {
    name: `crm-sync ${new Date().toISOString()}`,
    source: { url: job.sourceUrl },
    mapping: job.mapping,
    listId: job.listId,
  });
  return { importId: id };
}
