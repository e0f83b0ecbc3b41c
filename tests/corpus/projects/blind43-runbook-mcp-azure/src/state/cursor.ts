// Continuation for list_incidents: which resource groups the caller may look at, and the window.
// It round-trips through the client as requestState and is only ever read back by this server.

export interface IncidentCursor {
  groups: string[];
  since: string;
  top: number;
}

export const encodeCursor = (cursor: IncidentCursor): string =>
  Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

export function decodeCursor(raw: string): IncidentCursor {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!Array.isArray(parsed?.groups) || typeof parsed.since !== 'string') {
    throw new Error('Malformed incident cursor');
  }
  return { groups: parsed.groups.map(String), since: parsed.since, top: Number(parsed.top) || 50 };
}
