// Loads the requestState key set (JWK "oct" keys with kids) from disk; exposes current, by-id and legacy keys.
const fs = require('node:fs');
const { config } = require('../config');

let keys;

function load() {
  if (keys) return keys;
  const doc = JSON.parse(fs.readFileSync(config.state.jwksPath, 'utf8'));
  const map = new Map();
  for (const jwk of doc.keys || []) {
    if (jwk.kty !== 'oct' || !jwk.kid || !jwk.k) continue;
    const secret = Buffer.from(jwk.k, 'base64url');
    if (secret.length !== 32) throw new Error(`state key ${jwk.kid} must be 256 bits`);
    map.set(jwk.kid, { kid: jwk.kid, alg: jwk.alg, status: jwk.status || 'active', secret });
  }
  keys = map;
  return keys;
}

function currentKey() {
  const key = load().get(config.state.currentKid);
  if (!key || key.alg !== 'A256GCM' || key.status !== 'active') {
    throw new Error(`current state key ${config.state.currentKid} is missing or not an active A256GCM key`);
  }
  return key;
}

function keyById(kid) {
  const key = load().get(kid);
  return key && key.alg === 'A256GCM' && key.status !== 'retired' ? key : undefined;
}

function legacyKey() {
  const key = load().get(config.state.legacyKid);
  if (!key) throw new Error('legacy state key not configured');
  return key.secret;
}

module.exports = { currentKey, keyById, legacyKey };
