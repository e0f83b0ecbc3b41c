// Receives on-call acknowledgements from the paging provider and checks their HMAC signature before using them.
'use strict';

var crypto = require('crypto');

var MAX_SKEW_SECONDS = 300;

function PagingWebhook(secret, db) {
  this.secret = secret;
  this.db = db;
}

PagingWebhook.prototype.verify = function (rawBody, timestampHeader, signatureHeader) {
  var ts = parseInt(timestampHeader, 10);
  if (!isFinite(ts) || Math.abs(Math.floor(Date.now() / 1000) - ts) > MAX_SKEW_SECONDS) return false;
  var computedHex = crypto.createHmac('sha256', this.secret).update(ts + '.').update(rawBody).digest('hex');
  var given = Buffer.from(String(signatureHeader || '').replace(/^sha256=/, ''), 'utf8');
  var computed = Buffer.from(computedHex, 'utf8');
  return given.length === computed.length && crypto.timingSafeEqual(given, computed);
};

PagingWebhook.prototype.handle = function (req, rawBody, callback) {
  if (!this.verify(rawBody, req.headers['x-paging-timestamp'], req.headers['x-paging-signature'])) {
    return callback(null, 401, { error: 'bad signature' });
  }
  var event;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch (e) {
    return callback(null, 400, { error: 'bad json' });
  }
  if (event.type !== 'page.acknowledged') return callback(null, 202, { ignored: event.type });
  this.db.acknowledgePage(event.page_id, event.responder && event.responder.external_id, new Date(event.acknowledged_at))
    .then(function () { callback(null, 204, null); }, callback);
};

module.exports = PagingWebhook;
