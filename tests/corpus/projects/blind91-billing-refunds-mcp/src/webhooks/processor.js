// Webhook receiver for refund settlement events sent by the payment processor.
'use strict';

const crypto = require('node:crypto');
const express = require('express');
const { config } = require('../config');
const { settleRefund } = require('../db');

function parseSignatureHeader(header) {
  const parts = Object.fromEntries(
    String(header || '')
      .split(',')
      .map((p) => p.trim().split('='))
      .filter((kv) => kv.length === 2),
  );
  return { timestamp: Number(parts.t), signature: parts.v1 };
}

function processorWebhook() {
  const router = express.Router();
  router.post('/webhooks/processor', express.raw({ type: 'application/json', limit: '256kb' }), async (req, res) => {
    const { timestamp, signature } = parseSignatureHeader(req.get('x-processor-signature'));
    if (!timestamp || !signature) return res.status(400).send('missing signature');
    if (Math.abs(Date.now() / 1000 - timestamp) > config.webhookToleranceSeconds) {
      return res.status(400).send('stale event');
    }

    const computed = crypto
      .createHmac('sha256', config.processorWebhookSecret)
      .update(`${timestamp}.${req.body.toString('utf8')}`)
      .digest();
    const given = Buffer.from(signature, 'hex');
    if (!given.equals(computed)) return res.status(400).send('bad signature'); // expect: no-timing-unsafe-compare

    const event = JSON.parse(req.body.toString('utf8'));
    if (event.type === 'refund.succeeded') await settleRefund(event.data.id, 'succeeded');
    else if (event.type === 'refund.failed') await settleRefund(event.data.id, 'failed');
    return res.status(204).end();
  });
  return router;
}

module.exports = { processorWebhook };
