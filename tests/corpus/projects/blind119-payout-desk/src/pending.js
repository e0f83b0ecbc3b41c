// Keeps single-use, expiring pending payout records behind random handles and digests payout arguments.
'use strict';

const { createHash, randomBytes } = require('node:crypto');

const HOLD_MS = 5 * 60 * 1000;

/**
 * Payout confirmations are kept here, not in the client's requestState:
 * the client only gets an unguessable handle. One machine, so a Map is enough.
 */
class PendingPayouts {
  constructor({ now = () => Date.now() } = {}) {
    this.now = now;
    this.records = new Map();
  }

  create(record) {
    this.sweep();
    const handle = randomBytes(32).toString('base64url');
    this.records.set(handle, { ...record, expiresAt: this.now() + HOLD_MS });
    return handle;
  }

  /** Single use: a handle is gone after the first take, whatever happens next. */
  take(handle) {
    if (typeof handle !== 'string') return null;
    const record = this.records.get(handle);
    if (!record) return null;
    this.records.delete(handle);
    return record.expiresAt > this.now() ? record : null;
  }

  sweep() {
    const now = this.now();
    for (const [handle, record] of this.records) {
      if (record.expiresAt <= now) this.records.delete(handle);
    }
  }
}

function digestArgs({ vendorId, amountCents, currency, memo = '' }) {
  return createHash('sha256').update(JSON.stringify([vendorId, amountCents, currency, memo])).digest('hex');
}

module.exports = { PendingPayouts, digestArgs };
