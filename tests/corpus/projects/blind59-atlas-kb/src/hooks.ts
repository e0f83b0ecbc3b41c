import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, createHmac } from 'node:crypto';
import { webhookSecret } from './secrets.js';

/**
 * Constant-time equality for two byte strings: every byte is visited and the
 * differences are OR-ed together. Only the length (public: a SHA-256 MAC) exits early.
 */
export function safeCompare(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

async function body(req: IncomingMessage, limit = 256 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if ((size += chunk.length) > limit) throw Object.assign(new Error('payload too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const invalidated = new Map<string, number>();

/** `POST /hooks/wiki`: page-changed events, signed `X-Atlas-Signature: v1=<hex hmac>`. */
export async function onWikiHook(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const raw = await body(req);
  const [, hex = ''] = /^v1=([0-9a-f]{64})$/.exec(String(req.headers['x-atlas-signature'] ?? '')) ?? [];
  const expected = createHmac('sha256', webhookSecret()).update(raw).digest();
  if (!safeCompare(Buffer.from(hex, 'hex'), expected)) {
    res.writeHead(401).end();
    return;
  }
  const { pageId, version } = JSON.parse(raw.toString('utf8')) as { pageId: string; version: number };
  invalidated.set(pageId, Math.max(version, invalidated.get(pageId) ?? 0));
  res.writeHead(204).end();
}

/** `GET /hooks/wiki/status`: what the hook has seen, for the wiki admin's health page. */
export function onHookStatus(req: IncomingMessage, res: ServerResponse): void {
  const json = JSON.stringify({ pages: invalidated.size, newest: Math.max(0, ...invalidated.values()) });
  const etag = `W/"${createHash('sha256').update(json).digest('hex').slice(0, 32)}"`;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag }).end();
    return;
  }
  res.writeHead(200, { etag, 'content-type': 'application/json' }).end(json);
}
