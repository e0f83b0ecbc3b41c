// Package auth: port of internal/auth.
//
// Operators get long-lived personal tokens; the server only stores their
// SHA-256 digests (tokens.json, written by `release-mcp mint-token`).
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AuthInfo } from '@modelcontextprotocol/server';

interface tokenEntry {
  user: string;
  sha256: string;
  scopes: string[];
  expires_at: number;
}

interface tableEntry {
  user: string;
  digest: Buffer;
  scopes: string[];
  expiresAt: number;
}

export interface ToolContext {
  http?: { authInfo?: AuthInfo };
}

export function LoadTokenTable(path: string): [Error | null, tableEntry[]] {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (e) {
    return [new Error(`auth: reading ${path}: ${(e as Error).message}`), []];
  }
  const entries = JSON.parse(raw) as tokenEntry[];
  const table: tableEntry[] = [];
  for (const e of entries) {
    const digest = Buffer.from(e.sha256, 'hex');
    if (digest.length !== 32) return [new Error(`auth: entry for ${e.user} has a malformed digest`), []];
    table.push({ user: e.user, digest, scopes: e.scopes, expiresAt: e.expires_at });
  }
  return [null, table];
}

// constantTimeCompare mirrors crypto/subtle.ConstantTimeCompare: inputs of
// different lengths are unequal, everything else is compared in constant time.
function constantTimeCompare(a: Buffer, b: Buffer): boolean {
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

export function NewVerifier(table: tableEntry[], now: () => number) {
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const presented = createHash('sha256').update(token, 'utf8').digest();
      let match: tableEntry | undefined;
      for (const entry of table) {
        // no early exit: every entry costs the same
        if (constantTimeCompare(presented, entry.digest)) match = entry;
      }
      if (match === undefined || match.expiresAt <= now()) {
        throw new Error('auth: unknown or expired token');
      }
      return {
        token,
        clientId: 'release-mcp-cli',
        scopes: match.scopes,
        expiresAt: match.expiresAt,
        extra: { userId: match.user },
      };
    },
  };
}

// PrincipalFrom returns the operator the bearer token belongs to. There is no
// stdio mode: every request carries a verified token.
export function PrincipalFrom(ctx: ToolContext): [Error | null, string] {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') {
    return [new Error('auth: request carries no authenticated operator'), ''];
  }
  return [null, userId];
}
