import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Env } from '../env';

// Signed "where were we" tokens for multi-step tools. Patients on the phone with the front
// desk can take a while to dig out their insurance card, hence the longer window.

const enc = new TextEncoder();

export interface StepClaims extends JWTPayload {
  sub: string;
  tool: string;
}

export async function issueStepToken<C extends StepClaims>(claims: C, env: Env): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'step+jwt' })
    .setIssuedAt()
    .setExpirationTime('45m')
    .sign(enc.encode(env.STEP_TOKEN_SECRET));
}

export async function readStepToken<C extends StepClaims>(
  token: string,
  expected: { sub: string; tool: string },
  env: Env,
): Promise<C> {
  const { payload } = await jwtVerify<C>(token, enc.encode(env.STEP_TOKEN_SECRET), { algorithms: ['HS256'] });
  if (payload.sub !== expected.sub || payload.tool !== expected.tool) {
    throw new Error('step token does not belong to this call');
  }
  return payload;
}
