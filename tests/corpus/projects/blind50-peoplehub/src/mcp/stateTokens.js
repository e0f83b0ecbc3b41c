// Continuations for the MCP tools are short-lived HS256 JWTs: the subject is the manager, `tool` is the
// tool that minted it, everything else is the tool's own claims.
import jwt from 'jsonwebtoken';
import { settings } from '../settings.js';

const ISSUER = 'peoplehub/mcp';

export class StateTokenError extends Error {}

export function issueStateToken(claims, { userId, tool }) {
  return jwt.sign({ ...claims, tool }, settings.mcp.stateSigningKey, { // expect: no-weak-state-key
    algorithm: 'HS256',
    issuer: ISSUER,
    subject: userId,
    expiresIn: '10m',
  });
}

export function readStateToken(token, { userId, tool }) {
  let claims;
  try {
    claims = jwt.verify(token, settings.mcp.stateSigningKey, { algorithms: ['HS256'], issuer: ISSUER, subject: userId });
  } catch (err) {
    throw new StateTokenError(err.message);
  }
  if (claims.tool !== tool) throw new StateTokenError(`state was minted by ${claims.tool}`);
  return claims;
}

/** Claims without verification -- for logging and housekeeping only. */
export function peekState(token) {
  return jwt.decode(token) ?? {}; // expect: require-sealed-state
}
