import * as R from 'ramda';
import { createStateSealer, refusal } from 'eslint-plugin-mcp-state/seal';
import { stateKeys } from './keys.js';

const sealer = createStateSealer({ keys: stateKeys, ttlSeconds: 300 });

// Curried so a tool can fix its binding once per call: sealFor(binding)(payload), openFor(binding)(token).
export const sealFor = R.curry((binding, payload) => sealer.seal(payload, binding));
export const openFor = R.curry((binding, token) => sealer.open(token, binding));

export { refusal };
