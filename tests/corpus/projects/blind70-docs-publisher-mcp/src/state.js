// requestState codec bound to the calling user, plus per-tool and per-argument binding checks.
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export function userIdOf(ctx) {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (!id) throw new Error('an authenticated user is required');
  return id;
}

export function createStateCodec(key, ttlSeconds = 600) {
  return createRequestStateCodec({
    key,
    ttlSeconds: Math.min(ttlSeconds, 600),
    bind: (ctx) => `user:${userIdOf(ctx)}`,
  });
}

function stable(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  return `{${Object.keys(value)
    .filter((k) => value[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stable(value[k])}`)
    .join(',')}}`;
}

export function argsHash(args) {
  return createHash('sha256').update(stable(args)).digest('hex');
}

export function bindPayload(tool, args, payload = {}) {
  return { ...payload, tool, argsHash: argsHash(args) };
}

export function assertBound(state, tool, args) {
  if (!state || typeof state !== 'object') return false;
  if (state.tool !== tool) return false;
  return state.argsHash === argsHash(args);
}
