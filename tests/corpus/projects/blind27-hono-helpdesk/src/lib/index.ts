export { createSealer, toB64url, fromB64url } from './webcrypto-seal';
export type { StateSealer } from './webcrypto-seal';
export { nowSeconds, minutes } from './clock';
