// Signed (HS256 JWS) progress tokens for the erasure flow, bound to caller, tool, arguments and a 10-minute life.
import { timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'privacy-requests-mcp';
const KEY_ID = 'erase-state-2025-02';
export const CLAIMS_VERSION = 2;

export class StateInvalid extends Error {}

// v1 claims (1.2.x): { st: 1 | 2 | 3, sid: subjectId, tk: dsarTicket, a: argsDigest }
function upgradeClaims(p) {
  if (p.v === CLAIMS_VERSION) return p;
  if (p.v === undefined && typeof p.st === 'number') {
    return { ...p, v: CLAIMS_VERSION, tool: p.aud, args: p.a, step: ['identify', 'holds', 'confirm'][p.st - 1], subjectId: p.sid, ticket: p.tk ?? null, held: p.held ?? [] };
  }
  throw new StateInvalid('unsupported state version');
}

function sameDigest(a, b) {
  const x = Buffer.from(String(a ?? ''), 'utf8');
  const y = Buffer.from(String(b ?? ''), 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function eraseStateTokens(key) {
  return {
    mint(progress, { userId, tool, argsDigest }) {
      return new SignJWT({ ...progress, v: CLAIMS_VERSION, tool, args: argsDigest })
        .setProtectedHeader({ alg: 'HS256', kid: KEY_ID, typ: 'mcp-state+jwt' })
        .setIssuer(ISSUER)
        .setAudience(tool)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
    },

    async open(token, { userId, tool, argsDigest }) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: tool,
          subject: userId,
          maxTokenAge: '10m',
          requiredClaims: ['iat', 'exp', 'sub', 'aud'],
        }));
      } catch (err) {
        throw new StateInvalid(err.code ?? 'verification failed');
      }
      const claims = upgradeClaims(payload);
      if (claims.tool !== tool) throw new StateInvalid('issued for another tool');
      if (!sameDigest(claims.args, argsDigest)) throw new StateInvalid('arguments changed since the flow started');
      return claims;
    },
  };
}
