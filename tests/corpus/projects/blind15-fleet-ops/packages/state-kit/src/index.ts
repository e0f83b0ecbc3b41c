export { StateKit, StateError, createStateKit } from './envelope.js';
export type { Claims, StateKitOptions } from './envelope.js';
export { constantTimeEqual } from './compare.js';
