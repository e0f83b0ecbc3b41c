// Express router for carrier tracking webhooks, authenticated by an HMAC signature header.
const express = require('express');
const { webcrypto } = require('node:crypto');

const TOLERANCE_SECONDS = 300;
const utf8 = new TextEncoder();

function hexToBytes(hex) {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16);
  return out;
}

function parseSignatureHeader(header) {
  const fields = {};
  for (const part of String(header || '').split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return fields;
}

function carrierWebhookRouter({ secret, db, logger = console }) {
  const router = express.Router();
  const keyPromise = webcrypto.subtle.importKey('raw', utf8.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);

  router.post('/webhooks/carrier', express.raw({ type: 'application/json', limit: '256kb' }), async (req, res) => {
    const { t, v1 } = parseSignatureHeader(req.get('carrier-signature'));
    const timestamp = Number(t);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) {
      return res.status(400).json({ error: 'stale or missing timestamp' });
    }
    const signature = hexToBytes(v1 || '');
    if (!signature) return res.status(400).json({ error: 'missing signature' });

    const signed = Buffer.concat([Buffer.from(`${t}.`), req.body]);
    const ok = await webcrypto.subtle.verify('HMAC', await keyPromise, signature, signed);
    if (!ok) return res.status(401).json({ error: 'signature mismatch' });

    const event = JSON.parse(req.body.toString('utf8'));
    if (event.type === 'tracking.updated') {
      await db.applyCarrierEvent(event.data.tracking_number, event.data.status, event.data.occurred_at);
    } else {
      logger.info(`ignoring carrier event ${event.type}`);
    }
    return res.status(204).end();
  });

  return router;
}

module.exports = { carrierWebhookRouter };
