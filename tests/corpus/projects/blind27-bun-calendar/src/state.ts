import { createRequestStateCodec } from '@modelcontextprotocol/server';
import env from './env';

type Ctx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export function userIdOf(ctx: Ctx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('no authenticated user on this request');
  return id;
}

const codecs = new Map<string, ReturnType<typeof createRequestStateCodec>>();

/**
 * One codec per tool so every state token is bound to (user, tool); the tool
 * name is not on the handler context, so it is baked into `bind` here.
 */
export default function stateCodecFor<T>(tool: string) {
  let codec = codecs.get(tool);
  if (!codec) {
    codec = createRequestStateCodec<unknown>({
      key: env.stateKey,
      ttlSeconds: env.stateTtlSeconds,
      bind: (ctx) => `${userIdOf(ctx as Ctx)}\u0000${tool}`,
    });
    codecs.set(tool, codec);
  }
  return codec as ReturnType<typeof createRequestStateCodec<T>>;
}
