// Drive API client for reading, trashing and sharing items, retrying rate-limited calls with backoff.
// @ts-nocheck
const DRIVE_API = process.env.DRIVE_API_URL ?? 'https://drive.example.com/api/v3';

export interface DriveItem {
  id: string;
  name: string;
  kind: 'file' | 'folder';
  childCount?: number;
  owners: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Thin client; retries 429/503 with jittered backoff. */
export function driveClient(accessToken: string) {
  async function call<T>(path: string, init: RequestInit = {}, attempt = 0): Promise<T> {
    const res = await fetch(`${DRIVE_API}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    });
    if ((res.status === 429 || res.status === 503) && attempt < 3) {
      await sleep(250 * 2 ** attempt + Math.floor(Math.random() * 100));
      return call<T>(path, init, attempt + 1);
    }
    if (!res.ok) throw new Error(`drive ${path}: ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  return {
    item: (id: string) => call<DriveItem>(`/items/${encodeURIComponent(id)}`),
    trash: (id: string) => call<void>(`/items/${encodeURIComponent(id)}/trash`, { method: 'POST' }),
    share: (id: string, emails: string[], role: 'reader' | 'writer') =>
      call<{ granted: number }>(`/items/${encodeURIComponent(id)}/permissions`, {
        method: 'POST',
        body: JSON.stringify({ emails, role }),
      }),
  };
}
