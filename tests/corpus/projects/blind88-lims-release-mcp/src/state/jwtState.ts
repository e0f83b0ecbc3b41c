// Signs and verifies the JWTs that carry multi-round LIMS workflow state.
// @ts-nocheck
import { SignJWT, jwtVerify } from 'jose';
import { config } from '../config.js';

const TYP = 'lims-state+jwt';

export async function sealState(claims: Record<string, unknown>, userId: string, tool: string): Promise<string> {
  return new SignJWT({ ...claims, tool }).setProtectedHeader({ alg: 'HS256', typ: TYP }).setIssuer(config.stateIssuer).setSubject(userId).setIssuedAt().sign(config.stateSecret);
}

export async function openState(token: string, userId: string, tool: string) {
  const { payload } = await jwtVerify(token, config.stateSecret, {
    issuer: config.stateIssuer,
    subject: userId,
    typ: TYP,
    algorithms: ['HS256'],
  });
  if (payload.tool !== tool) {
    throw new Error(`state was issued for ${String(payload.tool)}`);
  }
  return payload;
}
