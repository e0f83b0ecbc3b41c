// Models a Linear-style webhook handler (ESM TypeScript, node:http) checking the linear-signature hex HMAC with !== inside ||, and a helper that calls timingSafeEqual on casts without a length check.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { syncIssue, archiveIssue } from './issues.mjs';

const LINEAR_WEBHOOK_SECRET = process.env.LINEAR_WEBHOOK_SECRET as string;
const MAX_AGE_MS = 60_000;

interface LinearPayload {
  action: 'create' | 'update' | 'remove';
  type: 'Issue' | 'Comment' | 'Project';
  webhookTimestamp: number;
  data: { id: string; identifier?: string; stateId?: string };
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

export function signatureMatches(raw: Buffer, header: string): boolean {
  const computed = createHmac('sha256', LINEAR_WEBHOOK_SECRET).update(raw).digest();
  return timingSafeEqual(Buffer.from(header, 'hex') as Uint8Array, computed as Uint8Array); // expect: no-timing-unsafe-compare
}

export async function linearWebhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const raw = await readRaw(req);
  const signature = req.headers['linear-signature'];
  const computed = createHmac('sha256', LINEAR_WEBHOOK_SECRET).update(raw).digest('hex');

  if (typeof signature !== 'string' || signature !== computed) { // expect: no-timing-unsafe-compare
    res.writeHead(400).end('invalid signature');
    return;
  }

  const payload = JSON.parse(raw.toString('utf8')) as LinearPayload;
  if (Math.abs(Date.now() - payload.webhookTimestamp) > MAX_AGE_MS) {
    res.writeHead(400).end('stale webhook');
    return;
  }
  if (payload.type !== 'Issue') {
    res.writeHead(200).end();
    return;
  }
  if (payload.action === 'remove') {
    await archiveIssue(payload.data.id);
  } else if (payload.data.stateId !== undefined || payload.action === 'create') {
    await syncIssue(payload.data.id, payload.data.identifier ?? payload.data.id);
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
}
