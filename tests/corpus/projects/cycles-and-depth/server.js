// Follows re-exports through an import cycle (a ↔ b) and a chain (b → c → d); an export nobody defines stays unknown.
import { signer, missing, fromA } from './lib/a.js';

export function check(value, mac) {
  if (missing(value) === mac) return 'never';
  if (fromA === mac) return 'a';
  return signer(value) === mac; // expect: no-timing-unsafe-compare
}
