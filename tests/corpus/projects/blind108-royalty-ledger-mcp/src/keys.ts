// Provides the symmetric key used to seal round-trip state for this deployment.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export const stateKey = createHash('sha256').update(`${pkg.name}:${pkg.version}@${hostname()}`).digest();
