import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readDownloadLink } from '../links/download-link.js';
import { safeEqual } from '../security/state.js';

function required(name: string): string {
  const value = process.env[name];
  if (!value || value.length < 32) throw new Error(`${name} must be set (32+ characters)`);
  return value;
}

const storageSecret = required('STORAGE_WEBHOOK_SECRET');
const storageVerifyToken = required('STORAGE_VERIFY_TOKEN');
const STORAGE_URL = process.env.STORAGE_URL ?? 'http://object-store.internal:9000';

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * `X-Storage-Signature: sha256=<hex>`. The supplied bytes are swapped for the
 * expected ones when the lengths differ, so timingSafeEqual always runs on
 * equal lengths and the length test decides the answer.
 */
export function validStorageSignature(body: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', storageSecret).update(body).digest();
  const supplied = Buffer.from(header.slice('sha256='.length), 'hex');
  const candidate = supplied.length === expected.length ? supplied : expected;
  return timingSafeEqual(candidate, expected) && supplied.length === expected.length;
}

type StorageEvent = { readonly type: 'bundle.ready' | 'bundle.expired'; readonly bundleId: string };

export async function handleHttp(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method === 'GET' && url.pathname === '/hooks/storage') {
    // subscription handshake: echo the challenge when the verify token matches
    const presented = url.searchParams.get('verify_token') ?? '';
    if (!safeEqual(presented, storageVerifyToken)) return void res.writeHead(403).end(), true;
    res.writeHead(200, { 'content-type': 'text/plain' }).end(url.searchParams.get('challenge') ?? '');
    return true;
  }

  if (req.method === 'POST' && url.pathname === '/hooks/storage') {
    const body = await rawBody(req);
    const signature = req.headers['x-storage-signature'];
    if (!validStorageSignature(body, typeof signature === 'string' ? signature : undefined)) {
      res.writeHead(401).end();
      return true;
    }
    const event = JSON.parse(body.toString('utf8')) as StorageEvent;
    console.info(`[storage] ${event.type} ${event.bundleId}`);
    res.writeHead(204).end();
    return true;
  }

  const download = /^\/downloads\/([^/]+)$/.exec(url.pathname);
  if (req.method === 'GET' && download) {
    try {
      const claims = readDownloadLink(url.searchParams.get('t') ?? '');
      if (claims.bundleId !== decodeURIComponent(download[1] ?? '')) throw new Error('link is for another bundle');
      res.writeHead(302, { location: `${STORAGE_URL}/bundles/${encodeURIComponent(claims.bundleId)}` }).end();
    } catch {
      res.writeHead(404).end();
    }
    return true;
  }
  return false;
}
