// Resolves the key that signs inventory request state.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

function keyFromEnvironment() {
  const raw = process.env.INVENTORY_STATE_KEY;
  if (!raw) return null;
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('INVENTORY_STATE_KEY must decode to at least 32 bytes');
  return key;
}

function hostKey() {
  return createHash('sha256').update(`${pkg.name}:${hostname()}`).digest();
}

export const stateKey = keyFromEnvironment() ?? hostKey();
