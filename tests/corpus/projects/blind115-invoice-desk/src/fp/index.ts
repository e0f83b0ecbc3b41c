// Re-exports the Result and pipe functional helpers.
// @ts-nocheck
export * from './result.js';
export * from './pipe.js';
