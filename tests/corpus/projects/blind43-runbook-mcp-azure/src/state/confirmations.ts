import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { stateSigningKey } from '../settings.js';

const ISSUER = 'runbook-mcp';

/** Signs the state of a multi-step tool call for one engineer and one tool. */
export async function signConfirmation(claims: Record<string, unknown>, userId: string, tool: string): Promise<string> {
  return new SignJWT({ ...claims, tool })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setIssuedAt()
    // approvals often happen from a phone mid-incident; give people time
    .setExpirationTime('1h')
    .sign(stateSigningKey); // expect: no-weak-state-key
}

/** Returns the claims when the token is ours, unexpired, for this engineer and this tool; otherwise null. */
export async function readConfirmation<T extends Record<string, unknown>>(
  token: string,
  userId: string,
  tool: string,
): Promise<(T & JWTPayload) | null> {
  try {
    const { payload } = await jwtVerify<T>(token, stateSigningKey, {
      issuer: ISSUER,
      subject: userId,
      algorithms: ['HS256'],
    });
    return payload.tool === tool ? payload : null;
  } catch {
    return null;
  }
}
