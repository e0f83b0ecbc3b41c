/**
 * The scope layer: what a name refers to — variable bindings and the patterns they come from, local functions, their
 * parameters and the calls the scope analysis proves, imports and `require`s and the well-known module exports and
 * globals they name. It knows nothing about what a value is; it imports only the syntax layer.
 */
export * from './bindings.js';
export * from './definite-assignment.js';
export * from './local-functions.js';
export * from './member-writes.js';
export * from './members.js';
export * from './modules.js';
