// Delivery-event webhooks from the email provider: bounces, complaints and unsubscribes.
const express = require('express');
const crypto = require('node:crypto');
const config = require('./config');
const { setDeliveryStatus, unsubscribeByEmail } = require('./db');

const signatureFor = (timestamp, rawBody) =>
  crypto.createHmac('sha256', config.mailerWebhookSecret).update(`${timestamp}.`).update(rawBody).digest('hex');

const handlers = {
  bounced: (event) => setDeliveryStatus(event.message_id, 'bounced'),
  complained: (event) => Promise.all([setDeliveryStatus(event.message_id, 'complained'), unsubscribeByEmail(event.recipient)]),
  unsubscribed: (event) => unsubscribeByEmail(event.recipient),
  delivered: (event) => setDeliveryStatus(event.message_id, 'delivered'),
};

const router = express.Router();

router.post('/mailer', express.raw({ type: 'application/json', limit: '256kb' }), (req, res) => {
  const timestamp = req.get('x-mailer-timestamp') || '';
  const signature = req.get('x-mailer-signature') || '';
  if (signatureFor(timestamp, req.body) !== signature.toLowerCase()) return res.status(401).end(); // expect: no-timing-unsafe-compare
  const event = JSON.parse(req.body.toString('utf8'));
  const handle = handlers[event.type];
  if (!handle) return res.status(202).end();
  return handle(event)
    .then(() => res.status(204).end())
    .catch((err) => {
      console.error('[outreach-crm] webhook failed', err);
      res.status(500).end();
    });
});

module.exports = router;
