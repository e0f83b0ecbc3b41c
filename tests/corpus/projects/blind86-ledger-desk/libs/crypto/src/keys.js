// Resolves the HMAC key that stamps ledger round-trip state, stable across restarts of the same node.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));

export function stateKey(region = process.env.LEDGER_REGION ?? 'eu-west-1') {
  return createHash('sha256').update(`${manifest.name}:${region}:${hostname()}`).digest();
}
