'use strict';

/**
 * Key ring for sealing request state.
 *
 * Rotation runbook: generate a new key, move the old LEDGER_STATE_KEY value to
 * LEDGER_STATE_KEY_PREV, bump the ids below, deploy. States minted with the old key
 * keep verifying until they expire.
 *
 * @typedef {{ id: string, secret: Buffer }} StateKey
 */

/**
 * @param {string} name
 * @returns {Buffer}
 */
function requiredKey(name) {
  const raw = process.env[name];
  if (!raw) throw new Error(`${name} is not set`);
  const secret = Buffer.from(raw, 'base64');
  if (secret.length < 32) throw new Error(`${name} must decode to at least 32 bytes`);
  return secret;
}

/** @type {StateKey} */
const current = { id: 'k7', secret: requiredKey('LEDGER_STATE_KEY') };

/** @type {StateKey} */
const previous = {
  id: 'k6',
  secret: Buffer.from(process.env.LEDGER_STATE_KEY_PREV || 'ledger-k6-rotation-placeholder'),
};

/** Keys accepted when opening state, newest first. */
const verifying = [current, previous];

module.exports = { current, previous, verifying };
