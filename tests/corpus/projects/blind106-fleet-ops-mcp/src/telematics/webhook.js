// Receives telematics webhook deliveries (odometer, fault codes) after checking the provider signature.
const crypto = require('node:crypto');
const { config } = require('../config');
const db = require('../db');

function verifySignature(rawBody, header) {
  if (!header) return false;
  const fields = Object.fromEntries(header.split(',').map((kv) => kv.trim().split('=')));
  const timestamp = Number(fields.t);
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const provided = Buffer.from(fields.v1 || '', 'hex');
  const computed = crypto
    .createHmac('sha256', config.telematics.webhookSecret)
    .update(`${timestamp}.${rawBody.toString('utf8')}`)
    .digest();
  return provided.equals(computed); // expect: no-timing-unsafe-compare
}

async function handleWebhook(req, res) {
  if (!verifySignature(req.body, req.get('x-telematics-signature'))) {
    res.status(401).end();
    return;
  }
  const event = JSON.parse(req.body.toString('utf8'));
  await db.recordTelemetry(event.unitId, event);
  res.status(204).end();
}

module.exports = { handleWebhook };
