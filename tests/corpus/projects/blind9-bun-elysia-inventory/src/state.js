import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_TTL_SECONDS = 5 * 60;

export function userIdOf(ctx) {
  const id = ctx?.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('an authenticated user is required');
  return id;
}

/**
 * One codec per tool. Each is bound to the caller and to the tool it was minted
 * for, so a state cannot be replayed by another user or fed to another tool.
 */
export default function createStateCodecs(key) {
  const codecs = new Map();

  return function codecFor(tool) {
    let codec = codecs.get(tool);
    if (!codec) {
      codec = createRequestStateCodec({
        key,
        ttlSeconds: STATE_TTL_SECONDS,
        bind: (ctx) => `${userIdOf(ctx)}\u0000${tool}`,
      });
      codecs.set(tool, codec);
    }
    return codec;
  };
}
