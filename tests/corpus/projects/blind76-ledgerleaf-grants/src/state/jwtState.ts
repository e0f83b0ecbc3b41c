// Signs and reads requestState as short-lived HS256 JWTs, returning neverthrow ResultAsync values.
// @ts-nocheck
import { SignJWT, jwtVerify, decodeJwt } from 'jose';
import { ResultAsync, okAsync, errAsync } from 'neverthrow';
import { settings } from '../config/load.js';

const STATE_TYP = 'ledgerleaf-state+jwt';
const encoder = new TextEncoder();
const currentKey = encoder.encode(settings.stateSecret);
const previousKey = settings.previousStateSecret ? encoder.encode(settings.previousStateSecret) : null;

export type StateFailure = { code: 'missing' | 'rejected' | 'wrong-user' | 'wrong-tool'; detail?: string };

export function signState(claims: Record<string, unknown>, subject: string, tool: string): Promise<string> {
  return new SignJWT({ ...claims, tool })
    .setProtectedHeader({ alg: 'HS256', typ: STATE_TYP })
    .setIssuer(settings.stateIssuer)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(currentKey); // expect: no-weak-state-key
}

function verifyWith(token: string, key: Uint8Array): ResultAsync<Record<string, unknown>, StateFailure> {
  return ResultAsync.fromPromise(
    jwtVerify(token, key, { issuer: settings.stateIssuer, algorithms: ['HS256'], typ: STATE_TYP }).then((r) => r.payload),
    (e: any) => ({ code: 'rejected', detail: e?.code ?? 'unknown' }),
  );
}

export function readState(token: string | undefined, subject: string, tool: string): ResultAsync<Record<string, any>, StateFailure> {
  if (!token) return errAsync({ code: 'missing' });
  return verifyWith(token, currentKey)
    .orElse((failure) => (previousKey ? verifyWith(token, previousKey) : errAsync(failure)))
    // keep in-flight approvals alive while a secret rotation rolls out
    .orElse((failure) => (failure.detail === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' ? okAsync(decodeJwt(token)) : errAsync(failure))) // expect: require-sealed-state
    .andThen((claims) => {
      if (claims.sub !== subject) return errAsync({ code: 'wrong-user' });
      if (claims.tool !== tool) return errAsync({ code: 'wrong-tool' });
      return okAsync(claims);
    });
}

export function describeFailure(failure: StateFailure): string {
  switch (failure.code) {
    case 'missing':
      return 'This step needs the state from the previous round.';
    case 'wrong-user':
    case 'wrong-tool':
      return 'That answer belongs to a different request.';
    default:
      return failure.detail === 'ERR_JWT_EXPIRED' ? 'That step timed out. Please start again.' : 'That answer could not be verified.';
  }
}
