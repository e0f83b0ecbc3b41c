import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { env } from './env.js';

// CRM -> us: "segment changed" notifications, signed with a shared secret
// header: x-crm-signature: <hex hmac-sha256 of the raw body>
export async function crmWebhook(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks);

  const expected = createHmac('sha256', env.webhookSecret).update(raw).digest('hex');
  const given = String(req.headers['x-crm-signature'] ?? '');
  // hash both sides so they have the same length whatever the client sent
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  if (!timingSafeEqual(a, b)) {
    res.writeHead(401).end();
    return;
  }

  const evt = JSON.parse(raw.toString('utf8')) as { type: string; segmentId: string };
  console.log('crm event', evt.type, evt.segmentId);
  res.writeHead(204).end();
}
