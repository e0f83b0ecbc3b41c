import { env } from '../env.js';
import { forgetAccessToken, googleAccessToken } from './token-cache.js';

async function googleHeaders(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await googleAccessToken()}`, accept: 'application/json' };
}

async function google<T>(url: string, init: RequestInit = {}): Promise<T> {
  let res = await fetch(url, { ...init, headers: { ...(await googleHeaders()), ...init.headers } });
  if (res.status === 401) {
    forgetAccessToken();
    res = await fetch(url, { ...init, headers: { ...(await googleHeaders()), ...init.headers } });
  }
  if (!res.ok) throw new Error(`Google API ${init.method ?? 'GET'} ${new URL(url).pathname}: ${res.status}`);
  return (await res.json()) as T;
}

export interface SpreadsheetFile {
  id: string;
  name: string;
  modifiedTime: string;
}

export interface FilePage {
  files: SpreadsheetFile[];
  /** Drive's paging cursor, not a credential */
  nextPageToken?: string;
}

const LISTED_CACHE = new Map<string, FilePage>();

export async function listSpreadsheets(nameContains: string, pageToken?: string): Promise<FilePage> {
  const cacheKey = `${nameContains}\u0000${pageToken ?? ''}`;
  const hit = LISTED_CACHE.get(cacheKey);
  if (hit) return hit;

  const q = [`mimeType = 'application/vnd.google-apps.spreadsheet'`, 'trashed = false'];
  if (nameContains) q.push(`name contains '${nameContains.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`);
  const params = new URLSearchParams({
    q: q.join(' and '),
    corpora: 'drive',
    driveId: env.sharedDriveId,
    includeItemsFromAllDrives: 'true',
    supportsAllDrives: 'true',
    orderBy: 'modifiedTime desc',
    pageSize: '10',
    fields: 'nextPageToken, files(id, name, modifiedTime)',
    ...(pageToken ? { pageToken } : {}),
  });
  const page = await google<FilePage>(`https://www.googleapis.com/drive/v3/files?${params}`);
  LISTED_CACHE.set(cacheKey, page);
  return page;
}

/** Drive push notifications tell us the listing changed. */
export function invalidateListings(): void {
  LISTED_CACHE.clear();
}

export async function countCells(spreadsheetId: string, range: string): Promise<number> {
  const url = `https://sheets.googleapis.com/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}?majorDimension=ROWS`;
  const { values = [] } = await google<{ values?: unknown[][] }>(url);
  return values.reduce((n, row) => n + row.filter((cell) => cell !== '').length, 0);
}

export async function clearRange(spreadsheetId: string, range: string): Promise<string> {
  const url = `https://sheets.googleapis.com/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}:clear`;
  const { clearedRange } = await google<{ clearedRange: string }>(url, { method: 'POST', body: '{}' });
  return clearedRange;
}
