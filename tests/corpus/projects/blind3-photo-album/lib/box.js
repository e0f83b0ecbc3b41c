'use strict';
const nacl = require('tweetnacl');

/**
 * makeBox returns seal/open closures over a 32-byte key. secretbox is XSalsa20-Poly1305:
 * the state is encrypted and authenticated, and open() fails on any change.
 */
function makeBox({ key, ttlMs = 10 * 60 * 1000, now = () => Date.now() }) {
  if (!(key instanceof Uint8Array) || key.length !== nacl.secretbox.keyLength) {
    throw new TypeError('box key must be 32 bytes');
  }

  function seal(data, { user, tool, args }) {
    const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
    const plain = Buffer.from(JSON.stringify({ data, user, tool, args, exp: now() + ttlMs }));
    const boxed = nacl.secretbox(plain, nonce, key);
    return Buffer.concat([nonce, boxed]).toString('base64url');
  }

  function open(token, { user, tool, args }) {
    if (typeof token !== 'string') return null;
    const bytes = new Uint8Array(Buffer.from(token, 'base64url'));
    if (bytes.length <= nacl.secretbox.nonceLength) return null;
    const plain = nacl.secretbox.open(bytes.subarray(nacl.secretbox.nonceLength), bytes.subarray(0, nacl.secretbox.nonceLength), key);
    if (!plain) return null;
    const envelope = JSON.parse(Buffer.from(plain).toString('utf8'));
    if (envelope.exp <= now()) return null;
    if (envelope.user !== user || envelope.tool !== tool) return null;
    if (JSON.stringify(envelope.args) !== JSON.stringify(args)) return null;
    return envelope.data;
  }

  return { seal, open };
}

module.exports = { makeBox };
