// Loads the 64-byte EXPORT_STATE_KEY and splits it into signing and encryption halves.
'use strict';

// EXPORT_STATE_KEY: 64 random bytes, base64url (openssl rand -base64 64 | tr '+/' '-_' | tr -d '=').
// Like Fernet, the first half signs and the second half encrypts.
function loadStateKeys() {
  const raw = process.env.EXPORT_STATE_KEY;
  if (!raw) {
    throw new Error('EXPORT_STATE_KEY is not set; refusing to start');
  }
  const key = Buffer.from(raw, 'base64url');
  if (key.length !== 64) {
    throw new Error(`EXPORT_STATE_KEY must decode to 64 bytes, got ${key.length}`);
  }
  return { signingKey: key.subarray(0, 32), encryptionKey: key.subarray(32) };
}

module.exports = { loadStateKeys };
