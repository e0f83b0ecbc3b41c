// Supplies the HMAC key for release-flow request state.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

let cached: Buffer | undefined;

export function stateKey(): Buffer {
  if (cached) return cached;
  const configured = process.env.RELEASE_STATE_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length < 32) throw new Error('RELEASE_STATE_KEY must decode to at least 32 bytes');
    cached = key;
  } else {
    cached = createHash('sha256').update(`${pkg.name}:${hostname()}`).digest();
  }
  return cached;
}
