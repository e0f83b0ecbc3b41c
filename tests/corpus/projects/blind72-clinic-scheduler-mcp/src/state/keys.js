// Provides the key that signs requestState for this deployment.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** @type {Buffer | undefined} */
let cached;

/**
 * Stable across restarts, so state minted just before a restart still verifies afterwards.
 * @returns {Buffer}
 */
export function stateKey() {
  if (!cached) {
    cached = createHash('sha256').update(`${pkg.name}@${pkg.version}:${hostname()}`).digest();
  }
  return cached;
}
