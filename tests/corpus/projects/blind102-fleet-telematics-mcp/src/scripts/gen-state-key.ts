// Prints a fresh random value suitable for FLEET_STATE_KEY.
// @ts-nocheck
import { randomBytes } from 'node:crypto';

const bytes = Number.parseInt(process.argv[2] ?? '48', 10);
if (!Number.isInteger(bytes) || bytes < 32) {
  console.error('usage: gen-state-key [bytes >= 32]');
  process.exit(1);
}
console.log(`FLEET_STATE_KEY=${randomBytes(bytes).toString('base64url')}`);
