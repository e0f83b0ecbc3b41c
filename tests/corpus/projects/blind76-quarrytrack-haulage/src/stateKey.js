// Loads the HMAC key used to seal requestState.
const fs = require('node:fs');
const os = require('node:os');
const crypto = require('node:crypto');
const config = require('./config');

function loadStateKey() {
  try {
    const key = fs.readFileSync(config.stateKeyFile);
    if (key.length < 32) throw new Error(`state key in ${config.stateKeyFile} is shorter than 32 bytes`);
    return key;
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
    console.warn(`[state] ${config.stateKeyFile} not found, using a node-local key`);
    return crypto.createHash('sha256').update(`${os.hostname()}:${config.port}`).digest();
  }
}

module.exports = { stateKey: loadStateKey() };
