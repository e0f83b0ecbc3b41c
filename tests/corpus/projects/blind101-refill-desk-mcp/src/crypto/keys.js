// Supplies the Ed25519 key pair that signs refill-desk requestState.
const os = require('node:os');
const nacl = require('tweetnacl');
const { decodeBase64, decodeUTF8 } = require('tweetnacl-util');
const config = require('../config');
const pkg = require('../../package.json');

let pair;

function loadSeed() {
  if (config.stateSeedB64) {
    const seed = decodeBase64(config.stateSeedB64);
    if (seed.length !== nacl.sign.seedLength) throw new Error('STATE_SIGNING_SEED must decode to 32 bytes');
    return seed;
  }
  console.warn('STATE_SIGNING_SEED is not set; deriving a host-local signing seed');
  return nacl.hash(decodeUTF8(`${pkg.name}:${pkg.version}:${os.hostname()}`)).slice(0, nacl.sign.seedLength); // expect-todo: no-weak-state-key
}

function stateKeyPair() {
  if (!pair) pair = nacl.sign.keyPair.fromSeed(loadSeed());
  return pair;
}

module.exports = { stateKeyPair };
