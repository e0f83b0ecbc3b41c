// JWT-based requestState for the approvals worker (jose, HS256, key from the Worker env binding).
// @ts-nocheck
import { SignJWT, jwtVerify, decodeJwt } from 'jose';

const ISSUER = 'approvals-worker';

export interface Env {
  STATE_JWT_SECRET: string;
  APPROVAL_LINK_SECRET: string;
  WEBHOOK_SECRET: string;
}

const keyFrom = (env: Env) => new TextEncoder().encode(env.STATE_JWT_SECRET);

export function mintApprovalState(env: Env, claims: Record<string, unknown>, userId: string, tool: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(keyFrom(env));
}

export async function openApprovalState(env: Env, token: string, userId: string, tool: string) {
  const { payload } = await jwtVerify(token, keyFrom(env), {
    issuer: ISSUER,
    subject: userId,
    audience: tool,
    algorithms: ['HS256'],
    clockTolerance: '15m', // expect: require-state-binding
  });
  return payload;
}

// Cheap look at the state to route the retry without a crypto round trip.
export function peekApprovalState(token: string) {
  return decodeJwt(token); // expect: require-sealed-state
}
