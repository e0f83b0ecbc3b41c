'use strict';
const fs = require('node:fs');
const path = require('node:path');

const KEY_DIR = process.env.TICKET_STATE_KEY_DIR || '/run/secrets/ticket-state';
const KEY_BYTES = 32;

function loadKeyring(dir = KEY_DIR) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.key'));
  if (files.length === 0) throw new Error(`no state keys found in ${dir}`);
  const byId = new Map();
  for (const file of files) {
    const kid = path.basename(file, '.key');
    const material = Buffer.from(fs.readFileSync(path.join(dir, file), 'utf8').trim(), 'base64');
    if (material.length !== KEY_BYTES) {
      throw new Error(`state key ${kid} must be exactly ${KEY_BYTES} bytes, found ${material.length}`);
    }
    byId.set(kid, material);
  }
  const ids = [...byId.keys()].sort((a, b) => a.localeCompare(b));
  const currentId = ids[ids.length - 1];
  return {
    currentId,
    current: () => ({ kid: currentId, key: byId.get(currentId) }),
    byId: (kid) => byId.get(kid) || null,
  };
}

module.exports = { loadKeyring };
