// Mints and reads HS256 request-state JWTs bound to the user and tool, with key-id lookup.
// @ts-nocheck
import { SignJWT, jwtVerify, type JWTPayload, type JWTHeaderParameters } from 'jose';
import { ring } from './keys.js';

const ISSUER = 'urn:invoice-vault:state';

export interface StateContext {
  userId: string;
  tool: string;
}

export async function mintState<T extends Record<string, unknown>>(
  payload: T,
  { userId, tool }: StateContext,
  ttl: string = '10m',
): Promise<string> {
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', kid: ring.currentKid, typ: 'state+jwt' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(ring.keys.get(ring.currentKid)!); // expect: no-weak-state-key
}

async function keyFor(header: JWTHeaderParameters): Promise<Uint8Array> {
  const key = header.kid ? ring.keys.get(header.kid) : undefined;
  if (!key) throw new Error('unknown state key');
  return key;
}

export async function readState<T>(token: string, { userId, tool }: StateContext): Promise<T & JWTPayload> {
  const { payload } = await jwtVerify(token, keyFor, {
    algorithms: ['HS256'],
    issuer: ISSUER,
    subject: userId,
    audience: tool,
    typ: 'state+jwt',
    clockTolerance: 5,
    maxTokenAge: '10m',
  });
  return payload as T & JWTPayload;
}
