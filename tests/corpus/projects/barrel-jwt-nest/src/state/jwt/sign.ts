// The JWT signer behind the state barrel of a NestJS MCP server: claims signed with HS256 and no expiresIn.
// @ts-nocheck
import jwt from 'jsonwebtoken';

const SECRET = process.env.ROUND_JWT_SECRET as string;

export function signClaims(claims: Record<string, unknown>): string {
  return jwt.sign(claims, SECRET, { algorithm: 'HS256', noTimestamp: true });
}

export function signBoundedClaims(claims: Record<string, unknown>): string {
  return jwt.sign(claims, SECRET, { algorithm: 'HS256', expiresIn: 300 });
}
