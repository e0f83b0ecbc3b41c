// Reads v1 requestState tokens that were minted before the GCM envelope rollout.
const crypto = require('node:crypto');
const { legacyKey } = require('../keys/jwks');

function openLegacy(token) {
  const [, ivB64, bodyB64] = token.split('.');
  const decipher = crypto.createDecipheriv('aes-256-cbc', legacyKey(), Buffer.from(ivB64, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(bodyB64, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

module.exports = { openLegacy };
