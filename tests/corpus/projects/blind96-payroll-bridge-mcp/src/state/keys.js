// Resolves the HMAC key that seals request state for this deployment.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { config } from '../config.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

let cached = null;

function instanceKey() {
  return createHash('sha256').update(`${pkg.name}@${pkg.version}/${os.hostname()}`).digest();
}

export function stateKey() {
  if (cached) return cached;
  if (config.stateSecret) {
    const key = Buffer.from(config.stateSecret, 'base64');
    if (key.length < 32) throw new Error('PAYROLL_STATE_SECRET must decode to at least 32 bytes');
    cached = key;
  } else {
    console.warn('[payroll-bridge] PAYROLL_STATE_SECRET not set; using per-instance state key');
    cached = instanceKey();
  }
  return cached;
}
