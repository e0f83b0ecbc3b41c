import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { settings } from '../settings.js';

const key = new TextEncoder().encode(settings.state.secret);
const TYP = 'crm-state+jwt';

export interface StateBinding {
  userId: string;
  tool: string;
}

/** Signs what a multi-step tool needs on its next round; bound to the user (sub) and the tool. */
export async function issueStateToken(claims: Record<string, unknown>, binding: StateBinding): Promise<string> {
  return new SignJWT({ ...claims, tool: binding.tool })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setIssuer(settings.state.issuer)
    .setSubject(binding.userId)
    .setIssuedAt()
    // column mapping for a big import can take a while; don't make people start over
    .setExpirationTime('2h') // expect: require-state-binding
    .sign(key); // expect: no-weak-state-key
}

/** Verifies signature, expiry, user and tool; null when any of them does not match. */
export async function readStateToken<T>(token: string, binding: StateBinding): Promise<(T & JWTPayload) | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: settings.state.issuer,
      subject: binding.userId,
      typ: TYP,
      algorithms: ['HS256'],
    });
    if (payload.tool !== binding.tool) return null;
    return payload as T & JWTPayload;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
