import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

/**
 * Stable per-deployment key for request-state JWTs. Every replica behind the
 * load balancer runs on the same host image, so they all derive the same key
 * and a retry can land on any of them.
 */
export function deriveStateKey(): Uint8Array {
  return createHash('sha256').update(`${pkg.name}@${hostname()}`).digest();
}

export const STATE_ISSUER = `${pkg.name}/${pkg.version}`;
