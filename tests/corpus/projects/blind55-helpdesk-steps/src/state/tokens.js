// Wizard state between rounds is a signed JWT (HS256). The client only echoes it.
import jwt from 'jsonwebtoken';
import { STATE_LIFETIME } from '../constants.js';

const secret = process.env.HELPDESK_STATE_SECRET;
if (!secret || Buffer.byteLength(secret) < 32) {
  throw new Error('HELPDESK_STATE_SECRET must be set to at least 32 bytes (openssl rand -base64 48)');
}

export function issueStateToken(step, data, { userId, tool }) {
  return jwt.sign({ ...data, step, sub: userId, tool }, secret, {
    algorithm: 'HS256',
    expiresIn: STATE_LIFETIME, // expect: require-state-binding
  });
}

export function readStateToken(raw, { userId, tool }) {
  let claims;
  try {
    claims = jwt.verify(raw, secret, { algorithms: ['HS256'] });
  } catch {
    return null;
  }
  if (claims.sub !== userId || claims.tool !== tool) return null;
  return claims;
}
