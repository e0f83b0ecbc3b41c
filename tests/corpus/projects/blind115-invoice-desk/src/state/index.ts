// Wires the state key, TTL and clock into ready-to-use sealState and unsealState functions.
// @ts-nocheck
import { stateKey } from './key.js';
import { seal, unseal } from './seal.js';

export * from './binding.js';

const TEN_MINUTES = 10 * 60 * 1000;
const clock = () => Date.now();

export const sealState = seal(stateKey)(TEN_MINUTES)(clock); // expect: no-weak-state-key
export const unsealState = unseal(stateKey)(clock);
