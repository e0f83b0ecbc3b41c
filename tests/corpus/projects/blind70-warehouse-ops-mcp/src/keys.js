// Resolves the HMAC key used by the requestState codec.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export function resolveStateKey(env = process.env) {
  const configured = env.WMS_STATE_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length < 32) throw new Error('WMS_STATE_KEY must be at least 32 bytes once base64-decoded');
    return key;
  }
  return createHash('sha256').update(`${pkg.name}@${pkg.version}:${os.hostname()}`).digest();
}
