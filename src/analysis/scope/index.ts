/**
 * The scope layer: what a name refers to — variable bindings and the patterns they come from (also the values a
 * variable is given by assignment, and where one surely ran), local functions, their parameters and the calls the
 * scope analysis proves, what `this` is and where a class, an object literal, a prototype or `exports` gets each
 * member, imports and `require`s and the well-known module exports and globals they name. It knows nothing about
 * what a value is; it imports only the syntax layer.
 */
export * from './bindings.js';
export * from './definite-assignment.js';
export * from './injection-providers.js';
export * from './local-functions.js';
export * from './member-writes.js';
export * from './members.js';
export * from './own-members.js';
export * from './same-names.js';
export * from './modules.js';
export * from './promise-callbacks.js';
export * from './object-merges.js';
