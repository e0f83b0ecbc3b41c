'use strict';

const crypto = require('node:crypto');

/**
 * fs-guardian derives all of its symmetric keys from one master secret with HKDF,
 * so operators only have to provision a single value (64 hex chars).
 */

const SALT = Buffer.from('fs-guardian/v2', 'utf8');

function loadMaster() {
  const hex = process.env.FSG_MASTER_KEY;
  if (hex && !/^[0-9a-fA-F]{64,}$/.test(hex)) {
    throw new Error('FSG_MASTER_KEY must be at least 32 bytes of hex');
  }
  return hex ? Buffer.from(hex, 'hex') : Buffer.from('fs-guardian-development-master-secret', 'utf8');
}

function derive(master, label, length = 32) {
  return Buffer.from(crypto.hkdfSync('sha256', master, SALT, Buffer.from(label, 'utf8'), length));
}

let cached = null;

function keys() {
  if (cached) return cached;
  const master = loadMaster();
  cached = Object.freeze({
    stateEnc: derive(master, 'request-state/enc'),
    stateMac: derive(master, 'request-state/mac'),
    auditMac: derive(master, 'audit-log/mac'),
  });
  return cached;
}

function keyFingerprint(buf) {
  return crypto.createHash('sha256').update(buf).digest('hex').slice(0, 10);
}

function describeKeys() {
  const k = keys();
  return {
    source: process.env.FSG_MASTER_KEY ? 'env' : 'built-in',
    stateEnc: keyFingerprint(k.stateEnc),
    stateMac: keyFingerprint(k.stateMac),
  };
}

module.exports = { keys, describeKeys };
