// Barrel for the library helpers.
export { default as makeSealer } from './sealer.js';
export * from './secrets.js';
