// One requestState codec per tool, each bound to the calling user and the tool name.
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { requestStateKey } from './keys.js';

export const STATE_API_VERSION = '2025-06';

export function userIdOf(ctx) {
  const id = ctx?.http?.authInfo?.extra?.userId;
  if (!id) throw new Error('no authenticated user');
  return id;
}

export function createCodecs(config, toolNames) {
  const key = requestStateKey(config);
  const codecs = {};
  for (const tool of toolNames) {
    codecs[tool] = createRequestStateCodec({
      key,
      ttlSeconds: 300,
      bind: (ctx) => `${userIdOf(ctx)}|${tool}`,
    });
  }
  return codecs;
}

function canonical(value) {
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

export function digestArgs(args) {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}
