/**
 * The values layer: what a value is and where it comes from (its provenance: a MAC, a sealed token, an unsigned
 * encoding, a secret, request input, a literal, unknown) — the crypto, encoder and JWT calls that make such values,
 * request objects, secret names and formats, environment reads, durations, object literals, members and variables
 * given values by assignment, `JSON` calls, and the file's vocabulary that rules whole questions out before any walk.
 * It imports only the syntax, scope and modules layers.
 */
export * from './callee-functions.js';
export * from './crypto.js';
export * from './durations.js';
export * from './environment.js';
export * from './json-calls.js';
export * from './mac-libraries.js';
export * from './member-values.js';
export * from './object-literals.js';
export * from './provenance.js';
export * from './provenance-model.js';
export * from './request-input.js';
export * from './secret-formats.js';
export * from './secret-names.js';
export * from './vocabulary.js';
