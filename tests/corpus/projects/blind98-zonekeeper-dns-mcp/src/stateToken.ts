// Signs and verifies requestState as short-lived HS256 JWTs bound to user, tool and argument digest.
// @ts-nocheck
import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { StateKeyring } from './keys.js';
import { consumeStateId } from './repo.js';

const ISSUER = 'zonekeeper';
const TTL_SECONDS = 300;
export const STATE_FORMAT_VERSION = 2;

export function digestArgs(args: Record<string, unknown>): string {
  const ordered = Object.keys(args)
    .sort()
    .map((k) => [k, args[k]]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

export class StateTokens {
  constructor(private readonly keys: StateKeyring) {}

  async issue(userId: string, tool: string, args: Record<string, unknown>, data: Record<string, unknown>) {
    return new SignJWT({ v: STATE_FORMAT_VERSION, tool, argsDigest: digestArgs(args), data })
      .setProtectedHeader({ alg: 'HS256', kid: this.keys.currentId, typ: 'zk-state+jwt' })
      .setIssuer(ISSUER)
      .setAudience(`${ISSUER}:${tool}`)
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${TTL_SECONDS}s`)
      .sign(this.keys.current);
  }

  async accept(token: unknown, userId: string, tool: string, args: Record<string, unknown>) {
    if (typeof token !== 'string' || token.length > 4096) return null;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, (header) => this.keys.byId(header.kid), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: `${ISSUER}:${tool}`,
        subject: userId,
        typ: 'zk-state+jwt',
        maxTokenAge: `${TTL_SECONDS}s`,
        requiredClaims: ['exp', 'iat', 'jti', 'sub'],
      }));
    } catch {
      return null;
    }
    if (payload.v !== STATE_FORMAT_VERSION) return null;
    if (payload.sub !== userId || payload.tool !== tool) return null;
    if (payload.argsDigest !== digestArgs(args)) return null;
    if (!(await consumeStateId(payload.jti, payload.exp))) return null;
    return payload.data as Record<string, unknown>;
  }
}
