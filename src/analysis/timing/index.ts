/**
 * The timing layer: comparisons of secret-derived values — equality tests in every spelling, `timingSafeEqual` and
 * the length guards before it (or the lengths its arguments have by construction: swapped buffers, one allocation
 * size, digests of one length), the timing leaks that remain, and helpers named like a constant-time compare that
 * are not one. It imports the syntax, scope and values layers, never the MCP layer.
 */
export * from './digest-lengths.js';
export * from './equal-lengths.js';
export * from './equality.js';
export * from './misnamed-compares.js';
export * from './timing.js';
