// src/webhooks.ts — receives settlement webhooks from the bank aggregator and checks their HMAC signature
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadConfig } from './config.js';
import { db } from './db.js';

var TOLERANCE_SECONDS = 300;

function parseSignatureHeader(header) {
  var out = { t: null, v1: [] };
  String(header || '').split(',').forEach(function (part) {
    var i = part.indexOf('=');
    if (i < 0) return;
    var k = part.slice(0, i).trim();
    var v = part.slice(i + 1).trim();
    if (k === 't') out.t = Number(v);
    if (k === 'v1') out.v1.push(v);
  });
  return out;
}

export function verifyBankSignature(rawBody, header, nowSeconds) {
  var sig = parseSignatureHeader(header);
  if (!sig.t || !sig.v1.length) return false;
  if (Math.abs(nowSeconds - sig.t) > TOLERANCE_SECONDS) return false;

  var mac = createHmac('sha256', loadConfig().bankWebhookSecret)
    .update(sig.t + '.')
    .update(rawBody)
    .digest();

  return sig.v1.some(function (candidate) {
    if (!/^[0-9a-f]{64}$/.test(candidate)) return false;
    return timingSafeEqual(Buffer.from(candidate, 'hex'), mac);
  });
}

export function handleBankWebhook(req, rawBody, res) {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' });
    return res.end();
  }
  if (!verifyBankSignature(rawBody, req.headers['x-bank-signature'], Math.floor(Date.now() / 1000))) {
    res.writeHead(401, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ error: 'bad signature' }));
  }

  var event;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch (e) {
    res.writeHead(400);
    return res.end();
  }

  if (event.type !== 'settlement.updated') {
    res.writeHead(204);
    return res.end();
  }

  db.markSettlement(event.data.organisation, event.data.settlement_id, event.data.status).then(function () {
    res.writeHead(204);
    res.end();
  }, function (err) {
    console.error('settlement webhook failed', err);
    res.writeHead(500);
    res.end();
  });
}
