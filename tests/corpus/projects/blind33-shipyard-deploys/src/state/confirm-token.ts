import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { stateSigningKey, stateVerifyKey } from '../keys.js';

const TOKEN_TYPE = 'shipyard-confirm+jwt';

export interface ReleaseTarget {
  service: string;
  version: string;
  environment?: string;
}

export interface ConfirmClaims extends JWTPayload {
  svc: string;
  ver: string;
  env?: string;
  [extra: string]: unknown;
}

/**
 * Signs the "please confirm" state for a release operation. `extras` carries
 * whatever the second round needs besides the target (lock ids and the like).
 */
export async function issueConfirmation(
  target: ReleaseTarget,
  userId: string,
  extras: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT({ svc: target.service, ver: target.version, env: target.environment, ...extras })
    .setProtectedHeader({ alg: 'EdDSA', typ: TOKEN_TYPE })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(stateSigningKey);
}

export async function readConfirmation(token: string, userId: string): Promise<ConfirmClaims> {
  const { payload } = await jwtVerify<ConfirmClaims>(token, stateVerifyKey, {
    algorithms: ['EdDSA'],
    typ: TOKEN_TYPE,
    subject: userId,
  });
  return payload;
}

export function sameTarget(claims: ConfirmClaims, target: ReleaseTarget): boolean {
  return (
    claims.svc === target.service &&
    claims.ver === target.version &&
    (claims.env ?? null) === (target.environment ?? null)
  );
}
