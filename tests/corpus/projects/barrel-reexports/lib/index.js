// A barrel module: named re-export, export *, and a renamed re-export.
export { signPayload } from './crypto/sign.js';
export { signPayload as macFor } from './crypto/sign.js';
export * from './crypto/encode.js';
