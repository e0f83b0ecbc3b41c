import { jwtVerify, SignJWT } from 'jose';
import { stateSigningKey } from './keys.js';

/**
 * requestState for mailroom: a JWS over
 *   sub = the user, aud = the tool or prompt, argsDigest = sha256 of the call's arguments,
 *   d   = what the next round needs (never credentials),
 * living 8 minutes. Verification pins all of it.
 */

const ISSUER = 'urn:mailroom:request-state';
const TYP = 'mailroom-state+jwt';

export class StateRefused extends Error {
  constructor(reason) {
    super(`requestState refused: ${reason}`);
    this.reason = reason;
  }
}

export async function issueState(binding, data) {
  return new SignJWT({ d: data, argsDigest: binding.argsDigest })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setIssuer(ISSUER)
    .setSubject(binding.userId)
    .setAudience(binding.target)
    .setIssuedAt()
    .setExpirationTime('8m')
    .sign(await stateSigningKey());
}

export async function readState(token, binding) {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, await stateSigningKey(), {
      algorithms: ['HS256'],
      typ: TYP,
      issuer: ISSUER,
      subject: binding.userId,
      audience: binding.target,
      maxTokenAge: '10m',
    }));
  } catch (err) {
    throw new StateRefused(err?.code ?? 'invalid');
  }
  if (payload.argsDigest !== binding.argsDigest) throw new StateRefused('arguments changed');
  return payload.d;
}
