import type { APIRoute } from 'astro';
import { publicNote } from '../../lib/server/notes-api';
import { verifyShareLink } from '../../lib/server/share-links';

export const prerender = false;

/** Public share links made by publish_note: /s/<noteId>?e=<expiry>&sig=<hmac>. */
export const GET: APIRoute = async ({ params, url }) => {
  const noteId = params.id ?? '';
  if (!verifyShareLink(noteId, url.searchParams.get('e'), url.searchParams.get('sig'))) {
    return new Response('This link has expired or is not valid.', { status: 404 });
  }
  const note = await publicNote(noteId);
  return new Response(`<!doctype html><title>${escapeHtml(note.title)}</title><article>${note.html}</article>`, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, max-age=60' },
  });
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
