import { createHmac, timingSafeEqual } from 'node:crypto';
import { cfg } from './config.js';

// Alert intake from the backend's webhook receiver. The body is signed with the
// shared hook key: `x-tally-signature: sha256=<hex>`.

export interface Incoming {
  status: 'firing' | 'resolved';
  alerts: Array<{ fingerprint: string; labels: Record<string, string> }>;
}

const queue: Incoming[] = [];

export function drain(max = 50): Incoming[] {
  return queue.splice(0, max);
}

export async function alertHook(request: Request): Promise<Response> {
  const body = Buffer.from(await request.arrayBuffer());
  const value = (request.headers.get('x-tally-signature') ?? '').replace(/^sha256=/, '');
  const mac = createHmac('sha256', cfg.hook).update(body).digest();
  if (!timingSafeEqual(Buffer.from(value, 'hex'), mac)) { // expect: no-timing-unsafe-compare
    return new Response('bad signature', { status: 401 });
  }
  queue.push(JSON.parse(body.toString('utf8')) as Incoming);
  return new Response(null, { status: 202 });
}
