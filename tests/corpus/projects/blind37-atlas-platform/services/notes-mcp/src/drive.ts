/**
 * Google Drive access for the import tool. The user's OAuth tokens live in the connections
 * service; we fetch a fresh access token per call and never hand it to the MCP client.
 */

const CONNECTIONS_URL = process.env.ATLAS_CONNECTIONS_URL ?? 'http://connections.atlas.svc:8080';
const SERVICE_TOKEN_FILE = '/var/run/secrets/atlas/connections-token';

export interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
  modifiedTime: string;
}

export interface DrivePage {
  files: DriveFile[];
  nextPageToken?: string;
}

async function serviceToken(): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  return (await readFile(SERVICE_TOKEN_FILE, 'utf8')).trim();
}

async function accessTokenFor(userId: string): Promise<string> {
  const res = await fetch(`${CONNECTIONS_URL}/v1/users/${encodeURIComponent(userId)}/google/access-token`, {
    headers: { authorization: `Bearer ${await serviceToken()}` },
  });
  if (res.status === 404) throw new Error('Connect Google Drive in Atlas settings first.');
  if (!res.ok) throw new Error(`connections service: ${res.status}`);
  const { accessToken } = (await res.json()) as { accessToken: string; expiresAt: number };
  return accessToken;
}

export async function listFolder(userId: string, folderId: string, pageToken?: string): Promise<DrivePage> {
  const url = new URL('https://www.googleapis.com/drive/v3/files');
  url.searchParams.set('q', `'${folderId.replace(/'/g, "\\'")}' in parents and trashed = false`);
  url.searchParams.set('fields', 'nextPageToken, files(id, name, mimeType, modifiedTime)');
  url.searchParams.set('pageSize', '25');
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  const res = await fetch(url, { headers: { authorization: `Bearer ${await accessTokenFor(userId)}` } });
  if (!res.ok) throw new Error(`Drive: ${res.status} ${await res.text()}`);
  return (await res.json()) as DrivePage;
}

export async function importFiles(userId: string, fileIds: string[]): Promise<{ imported: number }> {
  const res = await fetch(`${CONNECTIONS_URL}/v1/users/${encodeURIComponent(userId)}/google/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await serviceToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fileIds, target: 'notes' }),
  });
  if (!res.ok) throw new Error(`import failed: ${res.status}`);
  return (await res.json()) as { imported: number };
}
