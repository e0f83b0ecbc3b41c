// Reader for wizard state minted by 0.4.x servers, which emitted the state object as plain base64.
// @ts-nocheck

import { StateError } from './format.js';

const MAX_LEGACY_LENGTH = 8 * 1024;

export function readLegacyState(token: string) {
  if (token.length > MAX_LEGACY_LENGTH) {
    throw new StateError('state too large');
  }
  let decoded: any;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8')); // expect-todo: require-sealed-state
  } catch {
    throw new StateError('malformed state');
  }
  if (!decoded || typeof decoded !== 'object' || typeof decoded.uid !== 'string') {
    throw new StateError('malformed state');
  }
  return decoded;
}
