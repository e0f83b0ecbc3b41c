// Per-tool request-state codecs bound to the caller and the tool, plus a canonical digest of tool arguments.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { callerId } from './auth.js';
import { config } from './config.js';

const STATE_TTL_SECONDS = 600;
const codecs = new Map();

export function codecFor(tool: string) {
  let codec = codecs.get(tool);
  if (!codec) {
    codec = createRequestStateCodec({
      key: config.stateKey,
      ttlSeconds: STATE_TTL_SECONDS,
      bind: (ctx) => `${tool}\n${callerId(ctx)}`,
    });
    codecs.set(tool, codec);
  }
  return codec;
}

function canonical(value): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function digestArgs(tool: string, args): string {
  return createHash('sha256').update(tool).update('\0').update(canonical(args)).digest('base64url');
}
