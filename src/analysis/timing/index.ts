/**
 * The timing layer: comparisons of secret-derived values — equality tests in every spelling, `timingSafeEqual` and
 * the length guards before it, and the timing leaks that remain. It imports the syntax, scope and values layers,
 * never the MCP layer.
 */
export * from './equality.js';
export * from './timing.js';
