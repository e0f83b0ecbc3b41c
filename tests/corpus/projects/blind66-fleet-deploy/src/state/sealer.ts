import { createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { env } from '../env.js';

const keys = [
  { id: env.STATE_KEY_ID, secret: Buffer.from(env.STATE_KEY, 'base64') },
  ...(env.STATE_KEY_PREVIOUS
    ? [{ id: env.STATE_KEY_PREVIOUS_ID, secret: Buffer.from(env.STATE_KEY_PREVIOUS, 'base64') }]
    : []),
];

export const sealer = createStateSealer({ keys, ttlSeconds: 600 });
