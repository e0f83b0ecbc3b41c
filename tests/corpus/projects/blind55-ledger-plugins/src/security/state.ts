// One sealer for every plugin. Plugins import `sealer` and never touch keys.
import { createStateSealer, refusal } from 'eslint-plugin-mcp-state/seal';
import { config } from '../config.js';

export const sealer = createStateSealer({
  keys: [config.stateKey], // expect: no-weak-state-key
  ttlSeconds: config.stateTtlSeconds,
});

export { refusal };
