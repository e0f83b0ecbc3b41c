import { createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { macKeys } from '../secrets.js';
import type { Sealer } from './types.js';

// First key signs, every key verifies: rotation is adding a key in front and dropping the last
// one ten minutes later.
export const hmacSealer: Sealer = createStateSealer({
  keys: macKeys.map(({ id, secret }) => ({ id, secret })),
  ttlSeconds: 600,
});
