// Keyring that loads the current and previous request-state MAC keys from the environment.
'use strict';

const crypto = require('node:crypto');

/**
 * Keyring for request-state MACs. Supports a current key plus an optional
 * previous key so rotations do not break in-flight approvals.
 */
class Keyring {
  constructor(env = process.env) {
    this._env = env;
    this._current = null;
    this._previous = null;
  }

  get current() {
    if (!this._current) this._current = this._load('BILLING_STATE_KEY');
    return this._current;
  }

  get previous() {
    if (this._previous === null && this._env.BILLING_STATE_KEY_PREVIOUS) {
      this._previous = Buffer.from(this._env.BILLING_STATE_KEY_PREVIOUS, 'base64');
    }
    return this._previous || undefined;
  }

  _load(name) {
    const raw = this._env[name];
    if (raw) return Buffer.from(raw, 'base64');
    // Staging boxes share one Stripe account; derive a per-account key so
    // we don't have to provision yet another secret there.
    return crypto.createHash('sha256').update(`billing-gateway:${this._env.STRIPE_ACCOUNT_ID}`).digest(); // expect-todo: no-weak-state-key
  }
}

module.exports = new Keyring();
module.exports.Keyring = Keyring;
