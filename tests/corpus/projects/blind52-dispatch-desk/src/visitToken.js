import jwt from 'jsonwebtoken';
import { config } from './config.js';

const ISSUER = 'dispatch-desk';

// Booking a visit means phoning the customer to confirm the contact details,
// which regularly takes longer than the default ten minutes.
export function signVisitState(claims) {
  return jwt.sign(claims, config.stateJwtSecret, { algorithm: 'HS256', issuer: ISSUER, expiresIn: '2h' }); // expect: require-state-binding
}

export function readVisitState(token, { userId, tool }) {
  const claims = jwt.verify(token, config.stateJwtSecret, { algorithms: ['HS256'], issuer: ISSUER });
  if (claims.sub !== userId || claims.tool !== tool) {
    throw new Error('visit state was issued for another dispatcher or tool');
  }
  return claims;
}
