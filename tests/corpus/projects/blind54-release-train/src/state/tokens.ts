import { SignJWT, errors, jwtVerify, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { stateKeyRing, type StateKey } from '../secrets.js';

// requestState = a compact JWS (HS256) with the data the next round needs.
//   sub  = the authenticated user       tool = the tool that minted it
//   args = digest of the call's arguments (destructive tools)
//   exp  = 8 minutes; verify also caps the age at 10 minutes from iat.

const ISSUER = 'release-train';
const AUDIENCE = 'release-train:request-state';
const TYP = 'rt-state+jwt';
const LIFETIME = '8m';
const MAX_AGE = '10m';

export interface RoundBinding {
  userId: string;
  tool: string;
  argsDigest?: string;
}

export type Opened<T> = { ok: true; data: T } | { ok: false; reason: 'expired' | 'invalid' | 'tool' | 'args' };

export async function mintRoundState(data: Record<string, unknown>, binding: RoundBinding): Promise<string> {
  const { kid, key } = stateKeyRing.current;
  return new SignJWT({ data, tool: binding.tool, args: binding.argsDigest ?? null })
    .setProtectedHeader({ alg: 'HS256', kid, typ: TYP })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(binding.userId)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(key);
}

function keyFor(header: JWTHeaderParameters): Uint8Array {
  const ring: StateKey[] = [stateKeyRing.current, ...stateKeyRing.previous];
  const match = ring.find((k) => k.kid === header.kid);
  if (!match) throw new errors.JWKSNoMatchingKey();
  return match.key;
}

export async function openRoundState<T>(token: string, binding: RoundBinding): Promise<Opened<T>> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keyFor, {
      algorithms: ['HS256'],
      typ: TYP,
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: binding.userId,
      maxTokenAge: MAX_AGE,
      clockTolerance: 5,
    }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (err instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
    throw err;
  }
  if (payload.tool !== binding.tool) return { ok: false, reason: 'tool' };
  if (payload.args !== (binding.argsDigest ?? null)) return { ok: false, reason: 'args' };
  return { ok: true, data: payload.data as T };
}
