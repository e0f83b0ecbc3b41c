import { createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { loadStateKeys } from './keys.js';

// Five minutes is plenty for a person to answer a scheduling question.
export const sealer = createStateSealer({ keys: loadStateKeys(), ttlSeconds: 5 * 60 });
