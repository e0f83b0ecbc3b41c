// Request-state codec (HMAC-signed, 10-minute TTL, bound to the caller) and helpers to bind tool and arguments.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_API_VERSION = 2;
export const STATE_TTL_SECONDS = 600;

export function callerId(ctx): string {
  const id = ctx?.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('no authenticated caller');
  return id;
}

export function createStateCodec(key: Uint8Array) {
  return createRequestStateCodec({
    key,
    ttlSeconds: STATE_TTL_SECONDS,
    bind: (ctx) => `clinic-user:${callerId(ctx)}`,
  });
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function argsDigest(tool: string, args: Record<string, unknown>): string {
  return createHash('sha256').update(tool).update('\0').update(canonical(args)).digest('base64url');
}

export function sameOrigin(state, tool: string): boolean {
  return !!state && state.apiVersion === STATE_API_VERSION && state.tool === tool;
}
