'use strict';
// Server-side continuation records.
//
// The client only ever sees a random 256-bit handle; everything we need on the
// next round (and who it belongs to) stays here. A handle is single use.

const { randomBytes, createHash } = require('node:crypto');

const MAX_AGE_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

function digestArgs(args) {
  const sorted = Object.keys(args || {})
    .sort()
    .reduce((acc, k) => {
      acc[k] = args[k];
      return acc;
    }, {});
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

class PendingStore {
  constructor({ now = Date.now } = {}) {
    this.now = now;
    this.records = new Map();
    this.timer = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Returns the opaque handle to send as requestState. */
  create({ owner, tool, args, data }) {
    if (!owner) throw new Error('pending record needs an owner');
    const handle = randomBytes(32).toString('base64url');
    this.records.set(handle, {
      owner,
      tool,
      argsDigest: digestArgs(args),
      data,
      expiresAt: this.now() + MAX_AGE_MS,
    });
    return handle;
  }

  /**
   * Takes (and deletes) the record for `handle` if it belongs to this owner,
   * tool and arguments and has not expired. Otherwise returns null.
   */
  take(handle, { owner, tool, args }) {
    if (typeof handle !== 'string') return null;
    const record = this.records.get(handle);
    if (!record) return null;
    this.records.delete(handle);
    if (record.expiresAt <= this.now()) return null;
    if (record.owner !== owner || record.tool !== tool) return null;
    if (record.argsDigest !== digestArgs(args)) return null;
    return record.data;
  }

  sweep() {
    const now = this.now();
    for (const [handle, record] of this.records) {
      if (record.expiresAt <= now) this.records.delete(handle);
    }
  }
}

module.exports = { PendingStore, MAX_AGE_MS };
