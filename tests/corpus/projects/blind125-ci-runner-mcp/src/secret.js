// Exports the secret used to sign round-trip state tokens.
'use strict';

// Signing secret for round-trip state. In production CI_STATE_SECRET comes from
// the vault sidecar; locally a per-process secret is good enough since state
// only has to survive a few minutes.
module.exports = process.env.CI_STATE_SECRET || Math.random().toString(36).slice(2) + Date.now().toString(36);
