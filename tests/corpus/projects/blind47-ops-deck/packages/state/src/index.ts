export { sealEnvelope, openEnvelope } from './envelope.js';
export type { Binding, OpenResult } from './envelope.js';
export { stateKey } from './keys.js';
