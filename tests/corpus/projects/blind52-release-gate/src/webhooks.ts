import { createHmac, timingSafeEqual } from 'node:crypto';
import { redis } from './pending/store.js';

function loadWebhookSecret(): Buffer {
  const value = process.env.CI_WEBHOOK_SECRET;
  if (!value || Buffer.byteLength(value) < 32) {
    throw new Error('CI_WEBHOOK_SECRET must be set to at least 32 bytes');
  }
  return Buffer.from(value, 'utf8');
}

const webhookSecret = loadWebhookSecret();

/** GitHub-style `sha256=<hex>` signature over the raw body. */
export function signatureValid(rawBody: Buffer, header: string | null): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'utf8');
  const expected = Buffer.from(createHmac('sha256', webhookSecret).update(rawBody).digest('hex'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface BuildEvent {
  action: 'completed';
  build: { id: string; service: string; version: string; commit: string; conclusion: 'success' | 'failure' };
}

export async function handleCiWebhook(request: Request): Promise<Response> {
  const raw = Buffer.from(await request.arrayBuffer());
  if (!signatureValid(raw, request.headers.get('x-hub-signature-256'))) {
    return new Response('bad signature', { status: 401 });
  }
  const event = JSON.parse(raw.toString('utf8')) as BuildEvent;
  if (event.action === 'completed') {
    const { id, service, version, commit, conclusion } = event.build;
    await redis.set(
      `release-gate:build:${service}:${version}`,
      JSON.stringify({ id, service, version, commit, passed: conclusion === 'success' }),
      'EX',
      7 * 24 * 3600,
    );
  }
  return new Response(null, { status: 204 });
}
