// Receives ForgeHub webhook deliveries, checks their HMAC signature and keeps caches fresh.
const crypto = require('node:crypto');
const config = require('./config');
const { forgetRepo } = require('./forgeClient');

const seen = new Set();

function signatureOk(rawBody, header) {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'utf8');
  const computed = Buffer.from(
    crypto.createHmac('sha256', config.webhookSecret).update(rawBody).digest('hex'),
    'utf8',
  );
  return given.length === computed.length && crypto.timingSafeEqual(given, computed);
}

function webhookRoute(req, res) {
  if (!signatureOk(req.body, req.get('x-forge-signature-256'))) {
    return res.status(401).json({ error: 'bad signature' });
  }
  const delivery = req.get('x-forge-delivery');
  if (delivery) {
    if (seen.has(delivery)) return res.status(202).end();
    seen.add(delivery);
    if (seen.size > 10000) seen.clear();
  }
  const event = req.get('x-forge-event');
  const payload = JSON.parse(req.body.toString('utf8'));
  const repo = payload.repository;
  if (repo && ['pull_request', 'push', 'delete', 'create'].includes(event)) {
    forgetRepo(repo.owner.login, repo.name);
  }
  return res.status(204).end();
}

module.exports = { webhookRoute, signatureOk };
