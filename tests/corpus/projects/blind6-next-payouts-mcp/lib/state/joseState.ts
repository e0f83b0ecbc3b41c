import { SignJWT, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { openLegacy } from './legacy';

function requireSecret(name: string): Uint8Array {
  const value = process.env[name];
  if (!value || value.length < 43) {
    throw new Error(`${name} must hold at least 32 random bytes (base64)`);
  }
  return new Uint8Array(Buffer.from(value, 'base64'));
}

const secret = requireSecret('PAYOUT_STATE_SECRET');
const ISSUER = 'payouts-mcp';

export async function issueState(claims: JWTPayload, user: string, tool: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'mcp-state+jwt' })
    .setIssuer(ISSUER)
    .setSubject(user)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime('30m') // expect: require-state-binding
    .sign(secret);
}

export async function readState(token: string, user: string, tool: string): Promise<JWTPayload | null> {
  if (token.startsWith('v0.')) {
    const old = openLegacy(token, user, tool);
    return old ? { sub: old.u, aud: old.t, ...old.a } : null;
  }
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      subject: user,
      audience: tool,
      clockTolerance: '2h', // expect: require-state-binding
    });
    return payload;
  } catch {
    return null;
  }
}

export const claimsOf = (token: string) => decodeJwt(token);
