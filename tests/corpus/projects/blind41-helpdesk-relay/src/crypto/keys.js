'use strict';

const { hkdfSync } = require('node:crypto');

/**
 * One master secret from the environment; a separate 32-byte key per purpose is derived from
 * it with HKDF. The salt and the labels are public on purpose (domain separation, not secrecy).
 */
function loadMaster() {
  const encoded = process.env.RELAY_MASTER_KEY;
  if (!encoded) throw new Error('RELAY_MASTER_KEY is not set (generate one with `openssl rand -base64 32`)');
  const master = Buffer.from(encoded, 'base64');
  if (master.length < 32) throw new Error('RELAY_MASTER_KEY must decode to at least 32 bytes');
  return master;
}

const master = loadMaster();
const derive = (label) => Buffer.from(hkdfSync('sha256', master, 'helpdesk-relay/v3', label, 32));

module.exports = {
  /** HMAC-SHA256 key for request-state envelopes */
  stateMacKey: derive('request-state/hmac'),
  /** HMAC key that turns user ids into stable pseudonyms in the audit log */
  auditPseudonymKey: derive('audit-log/pseudonym'),
};
