// Re-exports the book_flight tool.
// @ts-nocheck
export { bookFlight } from './bookFlight.js';
