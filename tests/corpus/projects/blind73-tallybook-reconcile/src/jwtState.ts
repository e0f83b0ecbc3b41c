// requestState as compact HS256 JWTs: signing and verification helpers.
// @ts-nocheck
import { SignJWT, jwtVerify } from 'jose';
import { stateKey } from './keys.js';

const ISSUER = 'tallybook-reconcile/state';
const TYPE = 'tb-state+jwt';

export async function signState(claims: Record<string, unknown>, subject: string, ttl?: string) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setIssuer(ISSUER)
    .setSubject(subject)
    .setIssuedAt();
  if (ttl) jwt.setExpirationTime(ttl);
  return jwt.sign(stateKey); // expect: no-weak-state-key
}

export async function verifyState(token: string, subject: string, tool: string) {
  const { payload } = await jwtVerify(token, stateKey, {
    algorithms: ['HS256'],
    issuer: ISSUER,
    subject,
    typ: TYPE,
  });
  if (payload.tool !== tool) throw new Error(`state was issued for ${payload.tool}`);
  return payload;
}
