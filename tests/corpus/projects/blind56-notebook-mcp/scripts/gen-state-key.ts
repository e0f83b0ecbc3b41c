import { randomBytes } from 'node:crypto';

// 32 random bytes for NOTEBOOK_STATE_KEY. Every replica needs the same value.
console.log(randomBytes(32).toString('base64'));
