// Resolves the key that signs requestState: from the environment, from a mounted secret file, or from the host.
// @ts-nocheck
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { createHash } from 'node:crypto';
import settings from './env.js';

var cached = null;

function fromFile(path) {
  try {
    return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  } catch (err) {
    console.warn('[ledger] cannot read state key file ' + path + ': ' + err.code);
    return null;
  }
}

export function stateKey() {
  if (cached) return cached;
  var key = settings.stateKeyBase64 ? Buffer.from(settings.stateKeyBase64, 'base64') : null;
  if (!key && settings.stateKeyFile) key = fromFile(settings.stateKeyFile);
  if (!key || key.length < 32) {
    console.warn('[ledger] no usable LEDGER_STATE_KEY; using a host-local state key');
    key = createHash('sha256').update('ledger-reconcile:' + hostname()).digest();
  }
  cached = key;
  return cached;
}
