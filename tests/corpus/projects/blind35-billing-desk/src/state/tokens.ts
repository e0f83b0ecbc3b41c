import { decodeJwt, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { config } from '../config.js';
import { log } from '../log.js';
import { stateKey } from '../secrets/state-key.js';

export interface StateBinding {
  userId: string;
  tool: string;
}

/** Request state as a compact HS256 JWT: subject = the agent, audience = the tool. */
export async function issueStateToken(claims: Record<string, unknown>, { userId, tool }: StateBinding): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'state+jwt' })
    .setIssuer(config.state.issuer)
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime(config.state.lifetime) // expect: require-state-binding
    .sign(await stateKey()); // expect: no-weak-state-key
}

export async function readStateToken<T extends JWTPayload>(token: string, { userId, tool }: StateBinding): Promise<T> {
  try {
    const { payload } = await jwtVerify<T>(token, await stateKey(), {
      algorithms: ['HS256'],
      issuer: config.state.issuer,
      audience: tool,
      subject: userId,
      typ: 'state+jwt',
    });
    return payload;
  } catch (err) {
    if (err instanceof errors.JWSSignatureVerificationFailed) {
      // The Vault key was rotated while a refund was waiting for confirmation. Let those finish instead
      // of making the agent start over; the old key is gone from Vault by then.
      log.warn({ tool, userId }, 'request state signed with a retired key, accepting it during rotation');
      return decodeJwt(token) as T; // expect: require-sealed-state
    }
    throw err;
  }
}
