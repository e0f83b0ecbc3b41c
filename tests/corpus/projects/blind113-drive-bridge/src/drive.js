// Drive API client for reading folders, listing their contents, counting descendants and deleting folders.
const DRIVE_API = process.env.DRIVE_API_URL ?? 'https://drive.internal.example.com/api/v1';

async function request(bearer, path, { method = 'GET', query } = {}) {
  const url = new URL(`${DRIVE_API}${path}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, { method, headers: { authorization: `Bearer ${bearer}` } });
  if (res.status === 204) return null;
  if (!res.ok) throw new Error(`drive ${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export function createDriveClient(bearer) {
  return {
    getFolder: (id) => request(bearer, `/folders/${encodeURIComponent(id)}`),
    listChildren: (id, pageSize = 50) =>
      request(bearer, `/folders/${encodeURIComponent(id)}/children`, { query: { pageSize } }),
    countDescendants: (id) => request(bearer, `/folders/${encodeURIComponent(id)}/stats`),
    deleteFolder: (id, { permanent }) =>
      request(bearer, `/folders/${encodeURIComponent(id)}`, { method: 'DELETE', query: { permanent } }),
  };
}
