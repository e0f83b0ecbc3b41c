// Signs and checks the requestState that carries a tool's progress between rounds.
// @ts-nocheck
import { SignJWT, jwtVerify } from 'jose';

const LIFETIME = '10m';
const TYP = 'berthline-state+jwt';

export async function sealFor(key: Uint8Array, tool: string, userId: string, claims: Record<string, unknown>) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(key);
}

export async function openFor(key: Uint8Array, tool: string, userId: string, token: unknown) {
  if (typeof token !== 'string' || token.length === 0) return null;
  try {
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: tool,
      subject: userId,
      maxTokenAge: LIFETIME,
    });
    if (protectedHeader.typ !== TYP) return null;
    return payload;
  } catch {
    return null;
  }
}
