// Seals and opens user- and tool-bound request state through pluggable encoding strategies.
'use strict';

const keyring = require('./keyring');
const { HmacStrategy, LegacyJsonStrategy } = require('./strategies');

const DEFAULT_TTL_MS = 5 * 60 * 1000;

class StateSealer {
  constructor(strategies) {
    this.strategies = new Map(strategies.map((s) => [s.prefix, s]));
    this.writer = strategies[0];
  }

  seal(payload, { userId, tool, ttlMs = DEFAULT_TTL_MS }) {
    const envelope = { ...payload, sub: userId, tool, exp: Date.now() + ttlMs };
    return `${this.writer.prefix}:${this.writer.encode(envelope)}`;
  }

  open(token, { userId, tool }) {
    if (typeof token !== 'string') return null;
    const idx = token.indexOf(':');
    const strategy = this.strategies.get(idx > 0 ? token.slice(0, idx) : '');
    if (!strategy) return null;
    let envelope;
    try {
      envelope = strategy.decode(token.slice(idx + 1));
    } catch {
      return null;
    }
    if (!envelope) return null;
    if (envelope.sub !== userId || envelope.tool !== tool) return null;
    if (typeof envelope.exp !== 'number' || envelope.exp < Date.now()) return null;
    return envelope;
  }
}

module.exports = new StateSealer([new HmacStrategy(keyring), new LegacyJsonStrategy()]);
module.exports.StateSealer = StateSealer;
