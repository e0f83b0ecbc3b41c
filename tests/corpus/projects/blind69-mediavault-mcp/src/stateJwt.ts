// Mints and opens the HS256 JWTs that carry multi-round tool state for MediaVault tools.
// @ts-nocheck
import { SignJWT, jwtVerify } from 'jose';
import { stateKey } from './keys.js';

export const STATE_ISSUER = 'mediavault-mcp';
export const STATE_TYP = 'mcp-state+jwt';
export const STATE_TTL = '10m';

export async function mintState(claims: Record<string, unknown>, who: { userId: string; tool: string }) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: STATE_TYP })
    .setIssuer(STATE_ISSUER)
    .setSubject(who.userId)
    .setAudience(who.tool)
    .setIssuedAt()
    .setExpirationTime(STATE_TTL)
    .sign(stateKey()); // expect: no-weak-state-key
}

export async function openState(token: string, who: { userId: string; tool: string }) {
  const { payload } = await jwtVerify(token, stateKey(), {
    algorithms: ['HS256'],
    issuer: STATE_ISSUER,
    audience: who.tool,
    subject: who.userId,
    typ: STATE_TYP,
    maxTokenAge: STATE_TTL,
  });
  return payload;
}
