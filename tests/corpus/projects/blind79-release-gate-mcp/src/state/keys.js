// Resolves the HMAC key used for the approval-flow state tokens.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

export function resolveStateKey(stateConfig) {
  if (stateConfig.key) {
    const key = Buffer.from(stateConfig.key, 'base64');
    if (key.length < 32) {
      throw new Error('RELGATE_STATE_KEY must decode to at least 32 bytes');
    }
    return key;
  }
  return createHash('sha256').update(`${pkg.name}@${pkg.version}/${os.hostname()}`).digest();
}
