// Notion connections. The OAuth access token never leaves this module: tools
// get an opaque connection id, and every lookup checks who it belongs to and
// whether it is still fresh.
import { randomBytes } from 'node:crypto';
import { env } from '../env.js';

const CONNECT_WINDOW_MS = 10 * 60 * 1000;
const NOTION_API = 'https://api.notion.com/v1';

interface Connection {
  userId: string;
  expiresAt: number;
  accessToken?: string;
  workspaceName?: string;
}

const connections = new Map<string, Connection>();

export function beginConnection(userId: string): { connectionId: string; authorizeUrl: string } {
  const connectionId = randomBytes(32).toString('base64url');
  connections.set(connectionId, { userId, expiresAt: Date.now() + CONNECT_WINDOW_MS });

  const url = new URL('https://api.notion.com/v1/oauth/authorize');
  url.searchParams.set('client_id', env.NOTION_CLIENT_ID);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('owner', 'user');
  url.searchParams.set('redirect_uri', `${env.PUBLIC_BASE_URL}/oauth/notion/callback`);
  url.searchParams.set('state', connectionId);
  return { connectionId, authorizeUrl: url.toString() };
}

/** OAuth redirect target: `state` is the connection id handed out above. */
export async function completeConnection(state: string, code: string): Promise<boolean> {
  const pending = connections.get(state);
  if (!pending || pending.expiresAt < Date.now() || pending.accessToken) return false;

  const res = await fetch(`${NOTION_API}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${env.NOTION_CLIENT_ID}:${env.NOTION_CLIENT_SECRET}`).toString('base64')}`,
    },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${env.PUBLIC_BASE_URL}/oauth/notion/callback`,
    }),
  });
  if (!res.ok) return false;
  const grant = (await res.json()) as { access_token: string; workspace_name?: string };
  pending.accessToken = grant.access_token;
  pending.workspaceName = grant.workspace_name;
  return true;
}

/** The connection, if it exists, belongs to this user and has not lapsed. */
export function connectionFor(userId: string, connectionId: string): Connection | undefined {
  const conn = connections.get(connectionId);
  if (!conn || conn.userId !== userId || conn.expiresAt < Date.now()) return undefined;
  return conn;
}

export function closeConnection(connectionId: string): void {
  connections.delete(connectionId);
}

async function notion<T>(conn: Connection, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${NOTION_API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${conn.accessToken}`,
      'notion-version': '2022-06-28',
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Notion ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

export async function listPages(conn: Connection): Promise<{ id: string; title: string }[]> {
  const result = await notion<{ results: { id: string; properties?: { title?: { title?: { plain_text: string }[] } } }[] }>(
    conn,
    '/search',
    { filter: { property: 'object', value: 'page' }, page_size: 25 },
  );
  return result.results.map((p) => ({
    id: p.id,
    title: p.properties?.title?.title?.map((t) => t.plain_text).join('') || 'Untitled',
  }));
}

export async function pageAsNotes(conn: Connection, pageId: string): Promise<{ title: string; body: string }[]> {
  const blocks = await notion<{ results: { type: string; [k: string]: unknown }[] }>(conn, `/blocks/${pageId}/children?page_size=100`);
  const notes: { title: string; body: string }[] = [];
  for (const block of blocks.results) {
    const rich = (block[block.type] as { rich_text?: { plain_text: string }[] } | undefined)?.rich_text ?? [];
    const text = rich.map((r) => r.plain_text).join('');
    if (block.type.startsWith('heading')) notes.push({ title: text, body: '' });
    else if (notes.length > 0 && text) notes[notes.length - 1]!.body += `${text}\n`;
  }
  return notes;
}
