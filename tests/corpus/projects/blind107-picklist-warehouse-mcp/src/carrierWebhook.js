// src/carrierWebhook.js — Express handler for carrier tracking webhooks, authenticated by an HMAC header
'use strict';

var crypto = require('crypto');
var config = require('./config');
var db = require('./db');

function validSignature(rawBody, header) {
  if (typeof header !== 'string') return false;
  var hex = header.replace(/^sha256=/, '');
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  var computed = crypto.createHmac('sha256', config.carrierWebhookSecret).update(rawBody).digest();
  return crypto.timingSafeEqual(Buffer.from(hex, 'hex'), computed);
}

module.exports = function carrierWebhook(req, res) {
  if (!validSignature(req.body, req.get('x-carrier-signature'))) {
    return res.status(401).json({ error: 'invalid signature' });
  }
  if (config.carrierAccountId && req.get('x-carrier-account') !== config.carrierAccountId) {
    return res.status(202).json({ ignored: 'other account' });
  }

  var event;
  try {
    event = JSON.parse(req.body.toString('utf8'));
  } catch (e) {
    return res.status(400).json({ error: 'invalid json' });
  }

  var updates = (event.events || []).filter(function (e) { return e.type === 'tracking'; });
  Promise.all(updates.map(function (e) {
    return db.updateTracking(e.shipment_ref, e.status, new Date(e.occurred_at));
  })).then(function () {
    res.status(204).end();
  }, function (err) {
    console.error('carrier webhook failed:', err.message);
    res.status(500).end();
  });
};
