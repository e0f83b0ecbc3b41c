// Converts state tokens from the 1.x format into the current state shape.
'use strict';

// Clients that were mid-flow when 2.0 shipped still hold 1.x state:
// base64 JSON of { d: deployId, e: env, s: step, u: user }.
// Keep accepting it until the 2.4 release, then delete this file.

function fromV1(raw) {
  const old = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  return {
    deployId: old.d,
    env: old.e,
    step: old.s || 'confirm',
    user: old.u,
    tool: old.t || 'promote_release',
    exp: Date.now() + 60_000,
    history: [],
  };
}

module.exports = { fromV1 };
