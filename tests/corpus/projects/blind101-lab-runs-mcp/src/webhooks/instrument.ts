// Instrument status webhooks, authenticated with libsodium crypto_auth (HMAC-SHA512-256) over the raw body.
// @ts-nocheck
import sodium from 'libsodium-wrappers';
import { recordInstrumentEvent } from '../db.js';

const MAC_RE = /^[0-9a-f]{64}$/;

export function instrumentWebhook(db, webhookKey: Uint8Array) {
  return async (req, res) => {
    const header = req.get('x-instrument-mac');
    if (typeof header !== 'string' || !MAC_RE.test(header)) {
      return res.status(401).json({ error: 'missing or malformed MAC' });
    }
    const body = new Uint8Array(req.body);
    if (!sodium.crypto_auth_verify(sodium.from_hex(header), body, webhookKey)) {
      return res.status(401).json({ error: 'invalid MAC' });
    }
    const event = JSON.parse(Buffer.from(body).toString('utf8'));
    await recordInstrumentEvent(db, event);
    return res.status(204).end();
  };
}
