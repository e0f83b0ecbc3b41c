// Generates a value for CLINIC_STATE_KEY (32 random bytes, base64) to store in the secret manager.
// @ts-nocheck
import { randomBytes } from 'node:crypto';

const key = randomBytes(32).toString('base64');
console.log(key);
console.error('Store this as CLINIC_STATE_KEY in the secret manager; rotating it invalidates pending confirmations.');
