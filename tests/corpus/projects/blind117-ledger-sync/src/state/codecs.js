// Creates per-tool request-state codecs bound to the authenticated user.
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { loadStateKey } from './key.js';

const key = loadStateKey();
const codecs = new Map();

export class Unauthenticated extends Error {}

export function principalOf(ctx) {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new Unauthenticated('no user on this request');
  return id;
}

/**
 * One codec per tool so the tool name is part of the binding; the SDK's
 * `bind` only sees the request context, which does not carry the tool name.
 */
export default function codecFor(tool) {
  let codec = codecs.get(tool);
  if (!codec) {
    codec = createRequestStateCodec({
      key,
      ttlSeconds: 300,
      bind: (ctx) => `${tool}\u0000${principalOf(ctx)}`,
    });
    codecs.set(tool, codec);
  }
  return codec;
}
