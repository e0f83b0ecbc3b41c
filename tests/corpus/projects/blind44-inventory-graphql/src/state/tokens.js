import jwt from 'jsonwebtoken';
import { settings } from '../settings.js';
import { STATE_SIGNING_SECRET } from './keys.js';

// Warehouse leads approve transfers between picks, often much later than the
// 10 minutes we started with (INV-377).
export function signStateToken(claims) {
  return jwt.sign(claims, STATE_SIGNING_SECRET, { // expect: no-weak-state-key
    algorithm: settings.state.algorithm,
    issuer: settings.state.issuer,
    expiresIn: '2h', // expect: require-state-binding
  });
}

export function verifyStateToken(token) {
  return jwt.verify(token, STATE_SIGNING_SECRET, {
    algorithms: [settings.state.algorithm],
    issuer: settings.state.issuer,
  });
}

// Claims without verification, for housekeeping only (e.g. releasing a
// reservation when the user backs out).
export function peekStateToken(token) {
  return jwt.decode(token); // expect: require-sealed-state
}
