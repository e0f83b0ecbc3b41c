import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { config } from '../config.js';
import { sql } from '../termbase.js';

// The TMS posts source-string changes here, signed as "sha256=<hex HMAC of the raw body>".
export const tmsWebhooks = new Hono();

function signatureMatches(header: string | undefined, body: Buffer): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1], 'hex');
  const expected = createHmac('sha256', config.tmsWebhookSecret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

tmsWebhooks.post('/tms', async (c) => {
  const body = Buffer.from(await c.req.arrayBuffer());
  if (!signatureMatches(c.req.header('x-tms-signature'), body)) {
    return c.json({ error: 'invalid signature' }, 401);
  }

  const event = JSON.parse(body.toString('utf8')) as
    | { type: 'segment.updated'; segmentId: string; source: string }
    | { type: 'segment.deleted'; segmentId: string }
    | { type: string };

  if (event.type === 'segment.updated' && 'source' in event) {
    await sql`update segments set source = ${event.source}, updated_at = now() where id = ${event.segmentId}`;
  } else if (event.type === 'segment.deleted' && 'segmentId' in event) {
    await sql`delete from segments where id = ${event.segmentId}`;
  }
  return c.body(null, 204);
});
