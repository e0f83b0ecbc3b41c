// Computes a SHA-256 digest over the invoice, amount, currency and reason that define a refund.
'use strict';

var crypto = require('crypto');

// Digest over the fields that define a refund. Stored inside the signed
// state; recomputed from the retry's arguments and compared.
module.exports = function refundDigest(args) {
  var parts = [args.invoiceId, String(args.amountCents), args.currency, args.reason || ''];
  return crypto.createHash('sha256').update(parts.join('\u001f')).digest('base64url');
};
