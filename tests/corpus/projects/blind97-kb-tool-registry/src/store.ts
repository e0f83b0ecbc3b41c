// Postgres access for pages, spaces and pending drafts, plus the CMS calls that publish and delete pages.
// @ts-nocheck
import postgres from 'postgres';
import { randomUUID } from 'node:crypto';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, { max: 10, idle_timeout: 30 });

export async function readableSpaces(userId: string): Promise<{ key: string; name: string }[]> {
  return sql`
    SELECT s.key, s.name FROM spaces s
      JOIN space_members m ON m.space_key = s.key
     WHERE m.user_id = ${userId}
     ORDER BY s.name`;
}

export async function canWrite(userId: string, spaceKey: string): Promise<boolean> {
  const [row] = await sql`
    SELECT 1 FROM space_members WHERE user_id = ${userId} AND space_key = ${spaceKey} AND role IN ('editor', 'admin')`;
  return Boolean(row);
}

export async function searchPages(spaceKeys: string[], query: string, limit = 20) {
  return sql`
    SELECT id, space_key, title, ts_headline('english', body, q) AS snippet, updated_at
      FROM pages, websearch_to_tsquery('english', ${query}) q
     WHERE space_key = ANY(${spaceKeys}) AND search @@ q AND NOT deleted
     ORDER BY ts_rank(search, q) DESC
     LIMIT ${limit}`;
}

export async function hitCountsBySpace(spaceKeys: string[], query: string) {
  return sql`
    SELECT space_key, count(*)::int AS hits
      FROM pages, websearch_to_tsquery('english', ${query}) q
     WHERE space_key = ANY(${spaceKeys}) AND search @@ q AND NOT deleted
     GROUP BY space_key`;
}

export async function getPage(id: string) {
  const [page] = await sql`
    SELECT id, space_key, title, body, version, etag, cms_id FROM pages WHERE id = ${id} AND NOT deleted`;
  return page;
}

export async function createDraft(input: { ownerId: string; pageId: string; baseVersion: number; body: string; bodySha: string; summary: string }) {
  const id = randomUUID();
  await sql`
    INSERT INTO drafts (id, owner_id, page_id, base_version, body, body_sha, summary, status, expires_at)
    VALUES (${id}, ${input.ownerId}, ${input.pageId}, ${input.baseVersion}, ${input.body}, ${input.bodySha},
            ${input.summary}, 'pending', now() + make_interval(mins => ${config.draftTtlMinutes}))`;
  return id;
}

export async function claimDraft(id: string) {
  const [draft] = await sql`
    UPDATE drafts SET status = 'claimed'
     WHERE id = ${id} AND status = 'pending' AND expires_at > now()
     RETURNING id, owner_id, page_id, base_version, body, body_sha, summary`;
  return draft;
}

async function cms(path: string, init: RequestInit) {
  const res = await fetch(new URL(path, config.cms.baseUrl), {
    ...init,
    headers: {
      ...(init.headers ?? {}),
      authorization: `Bearer ${config.cms.serviceToken}`,
      'cms-version': config.cms.apiVersion,
      'content-type': 'application/json',
    },
  });
  if (!res.ok) throw new Error(`CMS ${init.method} ${path} failed with ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export async function publishRevision(page, draft, userId: string) {
  await cms(`/entries/${page.cms_id}`, {
    method: 'PUT',
    headers: { 'if-match': page.etag },
    body: JSON.stringify({ body: draft.body, comment: draft.summary, author: userId }),
  });
  await sql`
    UPDATE pages SET body = ${draft.body}, version = version + 1, updated_at = now(), updated_by = ${userId}
     WHERE id = ${page.id} AND version = ${draft.base_version}`;
}

export async function removePage(page, userId: string, reason: string) {
  await cms(`/entries/${page.cms_id}`, { method: 'DELETE', headers: { 'if-match': page.etag } });
  await sql`UPDATE pages SET deleted = true, deleted_by = ${userId}, deleted_reason = ${reason} WHERE id = ${page.id}`;
}

export async function markStale(cmsId: string) {
  await sql`UPDATE pages SET stale = true WHERE cms_id = ${cmsId}`;
}
