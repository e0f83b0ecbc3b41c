// Re-exports the compose helpers and the Result type.
export * from './compose.js';
export { Result } from './result.js';
