// requestState as a short-lived HS256 JWT, subject = the caller.
import { SignJWT, jwtVerify, errors } from 'jose';
import { stateKey } from './key.js';

const ISSUER = 'deploy-gate/state';

export async function signState(payload: Record<string, unknown>, subject: string): Promise<string> {
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'state+jwt' })
    .setIssuer(ISSUER)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(stateKey()); // expect: no-weak-state-key
}

export async function readState<T extends Record<string, unknown>>(token: string, subject: string): Promise<T | null> {
  try {
    const { payload } = await jwtVerify(token, stateKey(), {
      issuer: ISSUER,
      subject,
      algorithms: ['HS256'],
      typ: 'state+jwt',
    });
    return payload as unknown as T;
  } catch (err) {
    if (!(err instanceof errors.JOSEError)) throw err;
    return null;
  }
}
