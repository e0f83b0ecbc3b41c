import jwt from 'jsonwebtoken';
import { STATE_JWT_SECRET } from '$env/static/private';

export interface RoundClaims {
  sub: string;
  tool: string;
  [field: string]: unknown;
}

const ISSUER = 'notebook-mcp';

export function signRound(claims: RoundClaims): string {
  return jwt.sign(claims, STATE_JWT_SECRET, {
    algorithm: 'HS256',
    issuer: ISSUER,
    // People answer share prompts whenever they get back to the chat; don't make them start over.
    expiresIn: '12h',
  });
}

export function verifyRound(token: string, expected: { sub: string; tool: string }): RoundClaims | null {
  try {
    const claims = jwt.verify(token, STATE_JWT_SECRET, { algorithms: ['HS256'], issuer: ISSUER }) as RoundClaims;
    return claims.sub === expected.sub && claims.tool === expected.tool ? claims : null;
  } catch {
    return null;
  }
}
