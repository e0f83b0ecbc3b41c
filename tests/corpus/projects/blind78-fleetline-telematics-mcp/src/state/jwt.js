// Signs and verifies the HS256 JWTs that travel as requestState between rounds of a tool call.
import { SignJWT, jwtVerify } from 'jose';
import { env } from '../env.js';

const secret = new TextEncoder().encode(env.stateSecret);
const ISSUER = 'fleetline-mcp';

export class StateRejected extends Error {}

export async function sealState(claims, { userId, tool }) {
  return new SignJWT({ ...claims, tool })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(env.stateTtl)
    .sign(secret); // expect: no-weak-state-key
}

export async function openState(token, { userId, tool }) {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      subject: userId,
      algorithms: ['HS256'],
      maxTokenAge: '10m',
    });
    if (payload.tool !== tool) throw new StateRejected('requestState belongs to another tool');
    return payload;
  } catch (err) {
    if (err instanceof StateRejected) throw err;
    throw new StateRejected('invalid or expired requestState');
  }
}
