// Request-state codec for archivist tools, plus the tool/argument stamp each tool checks on the way back.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_API_VERSION = '2025-11';

const MAX_TTL_SECONDS = 600;

const principalFromContext = (ctx) => ctx.http?.authInfo?.extra?.userId;

export interface ArchivistCodecOptions {
  key: Uint8Array;
  ttlSeconds?: number;
  principalOf?: (ctx: unknown) => string | undefined;
}

export function createArchivistCodec({ key, ttlSeconds = 300, principalOf = principalFromContext }: ArchivistCodecOptions) {
  if (!(key instanceof Uint8Array) || key.byteLength < 32) {
    throw new Error('request-state key must be at least 32 bytes');
  }
  return createRequestStateCodec({
    key,
    ttlSeconds: Math.min(ttlSeconds, MAX_TTL_SECONDS),
    bind: (ctx) => {
      const principal = principalOf(ctx);
      if (!principal) throw new Error('request state needs an authenticated principal');
      return `principal:${principal}`;
    },
  });
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const argsDigest = (args: object): string => createHash('sha256').update(canonical(args)).digest('base64url');

export function stamp(tool: string, payload: object, args?: object) {
  return {
    ...payload,
    tool,
    apiVersion: STATE_API_VERSION,
    ...(args === undefined ? {} : { argsDigest: argsDigest(args) }),
  };
}

export function stampMatches(state, tool: string, args?: object): boolean {
  if (!state || typeof state !== 'object') return false;
  if (state.apiVersion !== STATE_API_VERSION || state.tool !== tool) return false;
  if (args !== undefined && state.argsDigest !== argsDigest(args)) return false;
  return true;
}
