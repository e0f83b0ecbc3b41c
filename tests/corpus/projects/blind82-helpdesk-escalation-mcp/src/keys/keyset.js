// Holds master keys by kid, knows which one signs, and derives a separate HKDF sub-key for each purpose.
'use strict';
const crypto = require('node:crypto');

const PURPOSES = new Set(['request-state', 'export-link']);
let current = null;

function install({ activeKid, keys, retired = [] }) {
  const masters = new Map();
  for (const { kid, secret } of keys) {
    if (retired.includes(kid)) continue;
    const bytes = Buffer.from(secret, 'base64');
    if (bytes.length < 32) throw new Error(`state key ${kid} must be at least 32 bytes`);
    masters.set(kid, bytes);
  }
  if (!masters.has(activeKid)) throw new Error(`active kid ${activeKid} is missing or retired`);
  current = { activeKid, masters, derived: new Map() };
}

function derive(kid, purpose) {
  if (!current) throw new Error('key set not installed');
  if (!PURPOSES.has(purpose)) throw new Error(`unknown key purpose ${purpose}`);
  const master = current.masters.get(kid);
  if (!master) return undefined;
  const id = `${kid}/${purpose}`;
  let key = current.derived.get(id);
  if (!key) {
    const raw = crypto.hkdfSync('sha256', master, Buffer.from(kid), Buffer.from(`helpdesk-escalation:${purpose}`), 32);
    key = crypto.createSecretKey(Buffer.from(raw));
    current.derived.set(id, key);
  }
  return key;
}

function signingKey(purpose) {
  return { kid: current.activeKid, key: derive(current.activeKid, purpose) };
}

function verificationKey(kid, purpose) {
  return typeof kid === 'string' ? derive(kid, purpose) : undefined;
}

function summary() {
  return { activeKid: current.activeKid, kids: [...current.masters.keys()] };
}

module.exports = { install, signingKey, verificationKey, summary };
