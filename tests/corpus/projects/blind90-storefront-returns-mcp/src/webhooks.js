// Payments-service webhook: checks the HMAC signature header in constant time, then records refund settlement.
import { createHmac, timingSafeEqual } from 'node:crypto';
import config from './config.js';
import orders from './orders.js';

var TOLERANCE_SECONDS = 300;

function parseHeader(header) {
  var parts = {};
  String(header || '').split(',').forEach(function (item) {
    var eq = item.indexOf('=');
    if (eq > 0) parts[item.slice(0, eq).trim()] = item.slice(eq + 1).trim();
  });
  return parts;
}

// Header format: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">
export function verifySignature(rawBody, header, secret, nowSeconds) {
  var parts = parseHeader(header);
  var t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > TOLERANCE_SECONDS) return false;
  var computed = Buffer.from(createHmac('sha256', secret).update(t + '.').update(rawBody).digest('hex'), 'utf8');
  var given = Buffer.from(String(parts.v1 || ''), 'utf8');
  return given.length === computed.length && timingSafeEqual(given, computed);
}

export function paymentsWebhook(req, res, next) {
  var ok = verifySignature(req.body, req.get('payments-signature'), config.webhookSecret, Math.floor(Date.now() / 1000));
  if (!ok) return res.status(400).json({ error: 'invalid signature' });
  var event;
  try {
    event = JSON.parse(req.body.toString('utf8'));
  } catch (e) {
    return res.status(400).json({ error: 'invalid JSON' });
  }
  if (event.type !== 'refund.settled' && event.type !== 'refund.failed') return res.status(202).end();
  orders.markRefundSettled(event.data.id, event.type === 'refund.settled' ? 'settled' : 'failed')
    .then(function () { res.status(204).end(); }, next);
}
