// Issues and redeems JWT state tokens tied to user, tool and argument digest.
// @ts-nocheck
import { createHash, randomUUID } from 'node:crypto';
import { signJwt, verifyJwt, type Claims } from './jwt.js';
import type { StateKeys } from './secrets.js';
import type { NonceLedger } from './nonces.js';

export interface StateClaims extends Claims {
  sub: string;
  tool: string;
  args: string;
  jti: string;
  iat: number;
}

export function digestArgs(args: Record<string, unknown>): string {
  const sorted = Object.keys(args).sort().map((k) => [k, args[k]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}

export function createStateTokens(keys: StateKeys, nonces: NonceLedger) {
  return {
    issue(sub: string, tool: string, args: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
      const iat = Math.floor(Date.now() / 1000);
      return signJwt(
        {
          ...extra,
          sub,
          tool,
          args: digestArgs(args),
          jti: randomUUID(),
          iat,
          exp: iat + 30 * 60, // expect: require-state-binding
        },
        keys,
      );
    },

    /** Verifies signature, expiry, binding and single use. Throws on any mismatch. */
    redeem(token: string, sub: string, tool: string, args: Record<string, unknown>): StateClaims {
      const claims = verifyJwt(token, keys) as StateClaims;
      if (claims.sub !== sub) throw new Error('state belongs to another user');
      if (claims.tool !== tool) throw new Error('state was issued for another tool');
      if (claims.args !== digestArgs(args)) throw new Error('arguments changed since confirmation');
      if (!nonces.consume(claims.jti, claims.exp)) throw new Error('state already used');
      return claims;
    },
  };
}

export type StateTokens = ReturnType<typeof createStateTokens>;
