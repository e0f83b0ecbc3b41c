import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '../config.js';
import { log } from '../log.js';
import { readKv } from '../secrets/vault.js';

async function rawBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `Stripe-Signature: t=1718000000,v1=<hex>,v1=<hex during secret rotation>` */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2);
    if (key === 't') timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  return { timestamp, signatures };
}

export async function handleStripeWebhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await rawBody(req);
  const header = req.headers['stripe-signature'];
  if (typeof header !== 'string') return void res.writeHead(400).end('missing Stripe-Signature');

  const { timestamp, signatures } = parseSignatureHeader(header);
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > config.stripe.webhookToleranceSeconds) {
    return void res.writeHead(400).end('stale event');
  }

  const { webhook_secret } = await readKv<{ webhook_secret: string }>(config.vault.paths.stripe);
  const expected = createHmac('sha256', webhook_secret).update(`${timestamp}.${body}`).digest('hex');
  if (!signatures.some((signature) => signature === expected)) { // expect: no-timing-unsafe-compare
    log.warn({ timestamp }, 'stripe webhook with a bad signature');
    return void res.writeHead(400).end('bad signature');
  }

  const event = JSON.parse(body) as { id: string; type: string };
  log.info({ event: event.id, type: event.type }, 'stripe event');
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
}
