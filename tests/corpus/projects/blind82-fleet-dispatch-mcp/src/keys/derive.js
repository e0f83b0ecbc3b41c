// Derives one sub-key per purpose from each master key with HKDF, caching the results.
'use strict';
const crypto = require('node:crypto');
const { loadKeys } = require('./loader');

const ring = loadKeys();
const cache = new Map();

function subKey(kid, purpose) {
  const master = ring.keys.get(kid);
  if (!master) return undefined;
  const id = `${kid}/${purpose}`;
  if (!cache.has(id)) {
    const info = Buffer.from(`fleet-dispatch:${purpose}`);
    cache.set(id, Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), info, 32)));
  }
  return cache.get(id);
}

function activeKid() {
  return ring.activeKid;
}

function knownKids() {
  return [...ring.keys.keys()];
}

module.exports = { subKey, activeKid, knownKids };
