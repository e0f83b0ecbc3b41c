// Signs and checks the JWT that carries a workflow's progress from one round to the next.
// @ts-nocheck
import { SignJWT, jwtVerify } from 'jose';
import { settings } from './settings.js';

const ISSUER = 'cluster-ops-mcp/state';

export async function mintState(sub: string, tool: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer(ISSUER).setSubject(sub).setAudience(tool).setIssuedAt().sign(settings.stateKey);
}

export async function openState(token: string, sub: string, tool: string) {
  const { payload } = await jwtVerify(token, settings.stateKey, {
    issuer: ISSUER,
    audience: tool,
    subject: sub,
    algorithms: ['HS256'],
  });
  return payload;
}
