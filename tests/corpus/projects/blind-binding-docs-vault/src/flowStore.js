// Models a server-side pending-flow store: requestState is only a random handle; user, tool, args digest and expiry live here.
'use strict';

const { randomUUID, createHash } = require('node:crypto');

const FLOW_TTL_MS = 5 * 60 * 1000;

function digestArgs(args) {
  const sorted = Object.keys(args || {}).sort().reduce((acc, k) => ({ ...acc, [k]: args[k] }), {});
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

function createFlowStore({ ttlMs = FLOW_TTL_MS, now = Date.now } = {}) {
  const pending = new Map();

  function sweep() {
    const t = now();
    for (const [id, rec] of pending) if (rec.expiresAt <= t) pending.delete(id);
  }

  return {
    begin(userId, tool, args, data) {
      sweep();
      const flowId = randomUUID();
      pending.set(flowId, { userId, tool, argsDigest: digestArgs(args), expiresAt: now() + ttlMs, data });
      return flowId;
    },

    take(flowId, userId, tool, args) {
      if (typeof flowId !== 'string') return null;
      const rec = pending.get(flowId);
      if (!rec) return null;
      pending.delete(flowId);
      if (rec.expiresAt <= now()) return null;
      if (rec.userId !== userId || rec.tool !== tool) return null;
      if (rec.argsDigest !== digestArgs(args)) return null;
      return rec.data;
    },
  };
}

module.exports = { createFlowStore };
