'use strict';

const MIN_KEY_BYTES = 32;

function decodeKey(label, material) {
  const bytes = Buffer.from(material, 'base64');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`${label} must decode to at least ${MIN_KEY_BYTES} bytes (openssl rand -base64 32)`);
  }
  return bytes;
}

// ROOMS_STATE_KEYS="2025b:<base64>,2025a:<base64>": the first key signs, the others only verify.
function loadRing(spec) {
  if (!spec) throw new Error('ROOMS_STATE_KEYS is not set');
  const ring = spec.split(',').map((entry) => {
    const [id, material] = entry.trim().split(':');
    if (!id || !material) throw new Error('ROOMS_STATE_KEYS entries look like <kid>:<base64>');
    return Object.freeze({ id, secret: decodeKey(`ROOMS_STATE_KEYS[${id}]`, material) });
  });
  return Object.freeze(ring);
}

const ring = loadRing(process.env.ROOMS_STATE_KEYS);

// room-booking 1.x signed "v2." state with one key and no key id. Optional: when it is not
// configured, v2 tokens are simply refused and the user starts over.
const legacyMaterial = process.env.ROOMS_LEGACY_STATE_SECRET;
const legacy = legacyMaterial ? decodeKey('ROOMS_LEGACY_STATE_SECRET', legacyMaterial) : null;

module.exports = {
  signingKey: () => ring[0],
  verifyingKey: (kid) => ring.find((key) => key.id === kid) || null,
  legacySecret: () => legacy,
};
