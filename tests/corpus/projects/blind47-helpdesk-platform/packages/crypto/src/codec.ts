import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { StateTuning } from './settings';

export interface StateCodec<T> {
  mint(payload: T, ctx?: unknown): Promise<string>;
  verify(state: string, ctx: unknown): Promise<T>;
}

export interface DeskCodecOptions {
  /** 32+ random bytes, from the service's own secret. */
  key: Uint8Array;
}

/**
 * One codec per process; handlers mint through it and the server's requestState.verify hook opens it.
 * The tool name goes into each payload (the SDK context does not carry it).
 */
export function makeDeskCodec<T>({ key }: DeskCodecOptions): StateCodec<T> {
  return createRequestStateCodec<T>({
    key,
    ttlSeconds: StateTuning.TtlSeconds,
    // scope rounds to the connected app, so a round started in Claude Desktop can't be finished from the web console
    bind: (ctx) => `desk:${ctx.http?.authInfo?.clientId ?? 'stdio'}`, // expect: require-state-binding
  });
}
