import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '../env.js';
import { publish, type JobEvent } from './jobs.js';

const SIGNATURE_HEADER = 'x-warehouse-signature';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function isGenuineCallback(rawBody: string, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', env.WAREHOUSE_WEBHOOK_SECRET).update(rawBody).digest('hex');
  return header.slice('sha256='.length) === expected; // expect: no-timing-unsafe-compare
}

/** POST /hooks/warehouse — job progress pushed by the warehouse service. */
export async function handleWarehouseHook(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const raw = await readBody(req);
  const signature = req.headers[SIGNATURE_HEADER];
  if (!isGenuineCallback(raw, Array.isArray(signature) ? signature[0] : signature)) {
    res.writeHead(401).end();
    return;
  }
  publish(JSON.parse(raw) as JobEvent);
  res.writeHead(204).end();
}
