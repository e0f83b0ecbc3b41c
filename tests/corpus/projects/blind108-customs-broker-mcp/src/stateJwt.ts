// Signs and verifies the JWTs used as requestState between rounds of a tool call.
// @ts-nocheck
import { SignJWT, jwtVerify, errors } from 'jose';
import { stateKey, STATE_KEY_ID } from './keys.js';

const ISSUER = 'customs-broker-mcp';
const STATE_TYPE = 'mcp-state+jwt';
const MAX_AGE = '10m';
const apiVersion = '2026-07-28';

export function sealState({ userId, tool, argsHash, data }) {
  return new SignJWT({ apiVersion, argsHash, data })
    .setProtectedHeader({ alg: 'HS256', kid: STATE_KEY_ID, typ: STATE_TYPE })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(`tool:${tool}`)
    .setIssuedAt()
    .setExpirationTime(MAX_AGE)
    .sign(stateKey);
}

export async function openState(raw, { userId, tool, argsHash }) {
  if (typeof raw !== 'string' || raw.length > 8192) return null;
  try {
    const { payload } = await jwtVerify(raw, stateKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: `tool:${tool}`,
      subject: userId,
      typ: STATE_TYPE,
      maxTokenAge: MAX_AGE,
      requiredClaims: ['exp', 'iat'],
    });
    if (payload.argsHash !== argsHash) return null;
    return payload.data;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
