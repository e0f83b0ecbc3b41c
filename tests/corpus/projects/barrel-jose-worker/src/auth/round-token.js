// jose-based round tokens of a Workers MCP server: a subject and a tool, but no setExpirationTime.
import { SignJWT } from 'jose';

export async function mintRoundToken(claims, secret) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(claims.userId)).sign(new TextEncoder().encode(secret));
}

export async function mintShortRoundToken(claims, secret) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(claims.userId)).setExpirationTime('5m').sign(new TextEncoder().encode(secret));
}
