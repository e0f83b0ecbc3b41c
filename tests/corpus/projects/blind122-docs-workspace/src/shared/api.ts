// Docs API client for spaces, archiving, draft rendering and publishing pages.
// @ts-nocheck
import { DOCS_API } from './config.js';

async function send<T>(method: string, path: string, userId: string, body?: unknown): Promise<T> {
  const res = await fetch(`${DOCS_API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-acting-user': userId },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const docsApi = {
  space: (id: string, userId: string) => send<{ id: string; name: string; pageCount: number }>('GET', `/spaces/${id}`, userId),
  archive: (id: string, userId: string, reason: string) => send<{ archivedAt: string }>('POST', `/spaces/${id}/archive`, userId, { reason }),
  renderDraft: (pageId: string, userId: string, markdown: string) => send<{ body: string }>('POST', `/pages/${pageId}/render`, userId, { markdown }),
  publish: (pageId: string, userId: string, title: string, body: string) => send<{ url: string }>('PUT', `/pages/${pageId}`, userId, { title, body }),
};
