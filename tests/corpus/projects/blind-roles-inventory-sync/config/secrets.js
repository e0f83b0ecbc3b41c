// Loads the state-signing secret from a mounted Docker/Kubernetes secret file.
'use strict';
const { readFileSync } = require('node:fs');

const secretPath = process.env.STATE_SECRET_FILE || '/run/secrets/inventory_state_jwt';
const STATE_SECRET = readFileSync(secretPath, 'utf8').trim();
if (STATE_SECRET.length < 32) {
  throw new Error(`state secret in ${secretPath} is too short`);
}

module.exports = { STATE_SECRET };
