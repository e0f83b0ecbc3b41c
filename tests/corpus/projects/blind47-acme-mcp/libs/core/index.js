// Public surface of @acme/mcp-core. Servers import from here (or from the ./state and ./results subpaths).
export * from './state/index.js';
export * from './results/index.js';
export { safeCompare, slugify } from './util/compare.js';
