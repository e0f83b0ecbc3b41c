export { issueState, readState } from './jwt.js';
export type { StateFailure } from './jwt.js';
