import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { name: string; version: string };

/**
 * Deterministic so that a restart (or a rolling deploy onto the same host)
 * keeps accepting states that clients are still holding.
 */
export function deriveStateKey(): Buffer {
  return createHash('sha256').update(`${pkg.name}@${pkg.version}:${hostname()}`).digest();
}
