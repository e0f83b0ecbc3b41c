import { env } from './env.js';

export interface Revision {
  articleId: string;
  revision: number;
  title: string;
  slug: string;
  previewUrl: string;
}

export interface Space {
  id: string;
  name: string;
}

/** Personal CMS tokens, one per editor, kept on the server (never sent to the MCP client). */
const personalTokens = new Map<string, string>();

export function rememberPersonalToken(editorId: string, token: string): void {
  personalTokens.set(editorId, token);
}

function tokenFor(editorId: string): string {
  const token = personalTokens.get(editorId);
  if (!token) throw new Error('Connect your CMS account first (tool: connect_cms).');
  return token;
}

async function call<T>(path: string, init: RequestInit & { bearer: string }): Promise<T> {
  const res = await fetch(new URL(path, env.KB_CMS_URL), {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${init.bearer}`, ...init.headers },
  });
  if (!res.ok) throw new Error(`CMS ${init.method ?? 'GET'} ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export const cms = {
  revision(editorId: string, articleId: string, revision: number) {
    return call<Revision>(`/api/workspaces/${env.KB_CMS_WORKSPACE}/articles/${articleId}/revisions/${revision}`, {
      bearer: tokenFor(editorId),
    });
  },

  publish(editorId: string, articleId: string, revision: number) {
    return call<{ url: string }>(`/api/workspaces/${env.KB_CMS_WORKSPACE}/articles/${articleId}/publish`, {
      method: 'POST',
      bearer: tokenFor(editorId),
      body: JSON.stringify({ revision }),
    });
  },

  /** Basic-auth login, as the CMS offers no OAuth for personal tokens. */
  async spacesFor(username: string, password: string): Promise<Space[]> {
    const basic = Buffer.from(`${username}:${password}`).toString('base64');
    const res = await fetch(new URL('/api/me/spaces', env.KB_CMS_URL), { headers: { authorization: `Basic ${basic}` } });
    if (res.status === 401) throw new Error('The CMS refused that username or password.');
    return (await res.json()) as Space[];
  },

  async createPersonalToken(username: string, password: string, spaceId: string): Promise<string> {
    const basic = Buffer.from(`${username}:${password}`).toString('base64');
    const res = await fetch(new URL('/api/me/tokens', env.KB_CMS_URL), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'kb-publisher (MCP)', spaces: [spaceId], scopes: ['articles:write'] }),
    });
    if (!res.ok) throw new Error(`CMS token creation failed: ${res.status}`);
    const { token } = (await res.json()) as { token: string };
    return token;
  },
};
