import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { createRequire } from 'node:module';

const pkg = createRequire(import.meta.url)('../../package.json') as { name: string; version: string };

/**
 * Key for requestState MACs. Derived rather than configured so that every replica on the same host
 * agrees on it without another secret to provision, and state survives a restart.
 */
export const deriveStateKey = (salt = 'ledger/request-state/v1'): Buffer =>
  createHash('sha256').update(`${salt}|${hostname()}|${pkg.name}@${pkg.version}`).digest();
