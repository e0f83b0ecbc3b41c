// Derives the requestState codec key from the deployment master key with HKDF-SHA256.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { ok, fail } from './lib/result.js';

const STATE_KEY_SALT = 'harbor-inventory';
const STATE_KEY_INFO = 'harbor-inventory/mcp-request-state/v1';

export const decodeMasterKey = (raw: string | undefined) => {
  if (!raw) return fail('HARBOR_MASTER_KEY is not set');
  const bytes = Buffer.from(raw, 'base64');
  return bytes.length >= 32 ? ok(bytes) : fail('HARBOR_MASTER_KEY must decode to at least 32 random bytes');
};

export const deriveStateKey = (master: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', master, STATE_KEY_SALT, STATE_KEY_INFO, 32));
