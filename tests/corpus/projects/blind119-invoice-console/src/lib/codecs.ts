// Provides memoised per-tool requestState codecs bound to the signed-in user and tool name.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './stateKey';

type HandlerCtx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export function userIdOf(ctx: HandlerCtx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('no authenticated user on this request');
  return id;
}

const codecs = new Map<string, ReturnType<typeof createRequestStateCodec>>();

/**
 * One codec per tool. `bind` mixes the signed-in user and the tool name into the
 * MAC, so state minted for one user or tool fails verification anywhere else.
 */
export function codecFor<T>(tool: string) {
  let codec = codecs.get(tool);
  if (!codec) {
    codec = createRequestStateCodec<T>({
      key: stateKey(),
      ttlSeconds: 300,
      bind: (ctx: HandlerCtx) => `${userIdOf(ctx)}\u0000${tool}`,
    });
    codecs.set(tool, codec);
  }
  return codec as ReturnType<typeof createRequestStateCodec<T>>;
}
