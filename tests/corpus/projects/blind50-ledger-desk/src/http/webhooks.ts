import { Router, raw } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';
import { markPaid } from '../services/ledger.js';

export const webhooks = Router();

// Payrail: `Payrail-Signature: t=<unix>,v1=<hex hmac-sha256 of "<t>.<body>">`
function parseSignatureHeader(header: string | undefined) {
  const parts = Object.fromEntries((header ?? '').split(',').map((kv) => kv.trim().split('=') as [string, string]));
  return { t: Number(parts.t), v1: parts.v1 ?? '' };
}

webhooks.post('/payrail', raw({ type: 'application/json', limit: '512kb' }), async (req, res) => {
  const { t, v1 } = parseSignatureHeader(req.get('payrail-signature'));
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > config.webhooks.toleranceSeconds) {
    return res.status(400).send('stale');
  }
  if (!/^[0-9a-f]{64}$/.test(v1)) return res.status(400).send('malformed signature');

  const expected = createHmac('sha256', config.webhooks.payrailSecret).update(`${t}.`).update(req.body as Buffer).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return res.status(401).send('bad signature');

  const event = JSON.parse((req.body as Buffer).toString('utf8'));
  if (event.type === 'payment.succeeded') {
    await markPaid(event.data.reference, event.data.id, event.data.amount);
  }
  res.sendStatus(204);
});
