/**
 * The timing layer: comparisons of secret-derived values — equality tests in every spelling, `timingSafeEqual` and
 * the length guards before it (or the lengths its arguments have by construction: swapped buffers, one allocation
 * size, digests of one length), and the timing leaks that remain. It imports the syntax, scope and values layers,
 * never the MCP layer.
 */
export * from './digest-lengths.js';
export * from './equal-lengths.js';
export * from './equality.js';
export * from './timing.js';
