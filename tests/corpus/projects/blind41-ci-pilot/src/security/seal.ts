import { createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { loadStateKeys } from './keys.js';

// Five minutes: enough to read a confirmation, short enough that a copied state is useless.
export const STATE_TTL_SECONDS = 5 * 60;

/** Signs every requestState ci-pilot hands out; the first key signs, all keys verify. */
export const sealer = createStateSealer({ keys: loadStateKeys(), ttlSeconds: STATE_TTL_SECONDS });

export { refusal } from 'eslint-plugin-mcp-state/seal';
