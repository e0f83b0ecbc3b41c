import type { APIRoute } from 'astro';
import { createHash } from 'node:crypto';
import { listSlots } from '../../lib/server/scheduling';

export const prerender = false;

/** Public availability feed for the clinic pages; cached by browsers and the CDN. */
export const GET: APIRoute = async ({ url, request }) => {
  const clinicId = url.searchParams.get('clinic');
  const date = url.searchParams.get('date');
  if (!clinicId || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return new Response(JSON.stringify({ error: 'clinic and date=YYYY-MM-DD are required' }), { status: 400 });
  }

  const { slots } = await listSlots(clinicId, date);
  const body = JSON.stringify(slots.map(({ id, practitioner, startsAt }) => ({ id, practitioner, startsAt })));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;

  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: { etag } });
  }
  return new Response(body, {
    headers: { 'content-type': 'application/json', etag, 'cache-control': 'public, max-age=60, stale-while-revalidate=300' },
  });
};
