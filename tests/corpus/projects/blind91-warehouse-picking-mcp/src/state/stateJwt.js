// Signs and verifies requestState as short-lived HS256 JWTs with fast-jwt, supporting key rotation.
import { createHash } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { config } from '../config.js';
import { activeKid, keyFor } from './keys.js';

export class StateRejected extends Error {}

// fast-jwt takes expiresIn, maxAge and clockTolerance in milliseconds.
const sign = createSigner({
  key: keyFor(activeKid),
  algorithm: 'HS256',
  kid: activeKid,
  iss: config.stateIssuer,
  aud: config.stateAudience,
  expiresIn: config.stateTtlMs,
});

const verify = createVerifier({
  key: async ({ header }) => keyFor(header.kid),
  algorithms: ['HS256'],
  allowedIss: config.stateIssuer,
  allowedAud: config.stateAudience,
  maxAge: config.stateTtlMs,
  clockTolerance: 2_000,
  requiredClaims: ['sub', 'tool', 'args', 'iat', 'exp'],
});

export function digestArgs(args) {
  const ordered = Object.keys(args)
    .sort()
    .map((k) => [k, args[k]]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

export function sealState(payload, { userId, tool, args }) {
  return sign({ ...payload, apiVersion: config.apiVersion, sub: userId, tool, args: digestArgs(args) });
}

export async function openState(token, { userId, tool, args }) {
  let claims;
  try {
    claims = await verify(token);
  } catch {
    throw new StateRejected('invalid or expired requestState');
  }
  if (claims.sub !== userId) throw new StateRejected('requestState belongs to another user');
  if (claims.tool !== tool) throw new StateRejected('requestState belongs to another tool');
  if (claims.args !== digestArgs(args)) throw new StateRejected('arguments changed since the first round');
  return claims;
}
