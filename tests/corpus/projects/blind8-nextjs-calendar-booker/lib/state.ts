import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { stateSigningKey } from './secrets';

export interface BookingClaims extends JWTPayload {
  tool: string;
  fp: string;
  slot?: string;
  attendees?: string[];
  google?: string;
}

async function userFingerprint(userId: string): Promise<string> {
  return createHmac('sha256', await stateSigningKey()).update(`user:${userId}`).digest('base64url'); // expect: no-weak-state-key
}

export async function mintState(tool: string, userId: string, claims: Partial<BookingClaims>): Promise<string> {
  return new SignJWT({ ...claims, tool, fp: await userFingerprint(userId) })
    .setProtectedHeader({ alg: 'HS256', typ: 'mcp-state' })
    .setIssuedAt()
    .setExpirationTime('45m') // expect: require-state-binding
    .sign(await stateSigningKey());
}

// States minted by the pre-jose release look like "v0.<body>.<mac>".
async function openLegacy(token: string): Promise<BookingClaims> {
  const [, body, mac] = token.split('.');
  const expected = createHmac('sha256', await stateSigningKey()).update(body).digest();
  if (!Buffer.from(mac, 'base64url').equals(expected)) throw new Error('bad state'); // expect: no-timing-unsafe-compare
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as BookingClaims;
  if (!claims.exp || claims.exp * 1000 < Date.now()) throw new Error('expired state');
  return claims;
}

export async function readState(token: string, tool: string, userId: string): Promise<BookingClaims> {
  const claims = token.startsWith('v0.')
    ? await openLegacy(token)
    : ((await jwtVerify(token, await stateSigningKey(), { algorithms: ['HS256'], typ: 'mcp-state' })).payload as BookingClaims);
  if (claims.tool !== tool) throw new Error('state minted for another tool');
  if (claims.fp !== (await userFingerprint(userId))) throw new Error('state minted for another user'); // expect: no-timing-unsafe-compare
  return claims;
}
