import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { carrierWebhookSecret } from '#lib/secrets.js';

const secret = carrierWebhookSecret();

/** Carrier status callbacks, signed as hex HMAC-SHA256 of the raw body in X-Carrier-Signature. */
export function carrierWebhook(req: Request, res: Response) {
  const header = req.get('x-carrier-signature') ?? '';
  const raw = req.body as Buffer;

  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(header, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    res.status(401).end();
    return;
  }

  const event = JSON.parse(raw.toString('utf8')) as { shipmentId: string; status: string };
  console.info('carrier event', event.shipmentId, event.status);
  res.status(204).end();
}
