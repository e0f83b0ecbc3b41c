// Models CommonJS webhook routing code that compares event names, delivery ids, algorithms, content hashes of public bodies and signature lengths: none of them is a secret, though the names say signature, hash, token and key.
'use strict';

const crypto = require('crypto');

function routeDelivery(req, handlers) {
  const event = req.headers['x-github-event'];
  const signatureHeader = req.headers['x-hub-signature-256'] || '';
  const [algorithm] = signatureHeader.split('=');
  if (algorithm !== 'sha256') return { status: 400 };
  if (signatureHeader.length !== 'sha256='.length + 64) return { status: 400 };
  if (event === 'ping') return { status: 200 };
  const handler = handlers[event];
  return handler === undefined ? { status: 202 } : handler(req.body);
}

function duplicateDelivery(previousId, req) {
  return req.headers['x-github-delivery'] === previousId;
}

function bodyHashMatches(req) {
  // the sender publishes a plain SHA-256 of the public body for integrity, not authentication
  const bodyHash = crypto.createHash('sha256').update(req.rawBody).digest('hex');
  return bodyHash === req.headers['x-content-hash'];
}

function apiKeyPrefix(req) {
  const key = String(req.headers['x-api-key'] || '');
  return key.slice(0, 3) === 'pk_' ? 'publishable' : 'other';
}

function tokenKind(token) {
  return token.startsWith('ghs_') || token.split('_')[0] === 'ghp' ? 'github' : 'unknown';
}

module.exports = { routeDelivery, duplicateDelivery, bodyHashMatches, apiKeyPrefix, tokenKind };
