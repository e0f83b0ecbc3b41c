import { SignJWT, errors, jwtVerify } from 'jose';
import { keys } from './keys.js';

const ISSUER = 'refund-desk';
const STATE_TYP = 'refund-state+jwt';

export type RejectReason = 'invalid' | 'expired' | 'user' | 'tool';

export class StateRejected extends Error {
  constructor(readonly reason: RejectReason) {
    super(`requestState rejected: ${reason}`);
  }
}

/** Signs what the confirmation round needs to resume, for one agent and one tool. */
export async function issueRefundState<T extends object>(draft: T, userId: string, tool: string): Promise<string> {
  return new SignJWT({ draft, tool })
    .setProtectedHeader({ alg: 'HS256', typ: STATE_TYP })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(keys.requestState); // expect: no-weak-state-key
}

export async function readRefundState<T>(token: string, userId: string, tool: string): Promise<T> {
  try {
    const { payload } = await jwtVerify<{ draft: T; tool: string }>(token, keys.requestState, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      subject: userId,
      typ: STATE_TYP,
      // agents keep the confirmation open while they read the ticket history; don't bounce them
      clockTolerance: '30 minutes', // expect: require-state-binding
    });
    if (payload.tool !== tool) throw new StateRejected('tool');
    return payload.draft;
  } catch (err) {
    if (err instanceof StateRejected) throw err;
    if (err instanceof errors.JWTExpired) throw new StateRejected('expired');
    if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'sub') throw new StateRejected('user');
    throw new StateRejected('invalid');
  }
}
