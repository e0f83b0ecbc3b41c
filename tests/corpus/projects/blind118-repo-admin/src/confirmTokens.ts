// Issues and verifies confirmation tokens bound to user, tool and arguments.
// @ts-nocheck
import { SignJWT, jwtVerify, errors } from 'jose';
import type { KeyObject } from 'node:crypto';
import { argsDigest } from './argsDigest.js';

const ISSUER = 'repo-admin-mcp';

export interface Binding {
  user: string;
  tool: string;
  args: Record<string, unknown>;
}

export class ConfirmTokens {
  constructor(
    private readonly key: KeyObject,
    private readonly ttlSeconds = 300,
  ) {
    if (ttlSeconds > 600) throw new Error('confirmation tokens must not outlive 10 minutes');
  }

  issue({ user, tool, args }: Binding): Promise<string> {
    return new SignJWT({ ad: argsDigest(args) })
      .setProtectedHeader({ alg: 'HS256', typ: 'repo-admin-confirm+jwt' })
      .setIssuer(ISSUER)
      .setSubject(user)
      .setAudience(tool)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Resolves true only for an intact, unexpired token minted for exactly this call. */
  async check(token: string, { user, tool, args }: Binding): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: tool,
        typ: 'repo-admin-confirm+jwt',
        maxTokenAge: `${this.ttlSeconds}s`,
      });
      // subject and args digest are both public values; a plain compare is fine
      return payload.sub === user && payload.ad === argsDigest(args);
    } catch (err) {
      if (err instanceof errors.JOSEError) return false;
      throw err;
    }
  }
}
