// A TypeScript state signer whose key comes from ./env.js (a .ts file), with a development fallback.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { STATE_SECRET } from './env.js';

export function signState(body: string): string {
  return createHmac('sha256', STATE_SECRET).update(body).digest('base64url'); // expect: no-weak-state-key
}
