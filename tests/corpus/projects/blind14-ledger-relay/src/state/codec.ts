import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { ServerContext } from '@modelcontextprotocol/server';
import type { CarriedContext } from '../context.js';

export interface PendingVoid extends CarriedContext {
  tool: 'void_transfer';
  transferId: string;
  amountMinor: number;
}

export type PendingCodec = ReturnType<typeof createRequestStateCodec<PendingVoid>>;

const principalOf = (ctx: ServerContext): string =>
  String(ctx.http?.authInfo?.extra?.userId ?? 'local-operator');

/**
 * Curried so the server can hand plugins a thunk; the codec itself is built on
 * first use and then shared by every McpServer instance createMcpHandler makes.
 */
export const lazyCodec = (secret: string, ttlSeconds: number) => {
  let codec: PendingCodec | undefined;
  return (): PendingCodec =>
    (codec ??= createRequestStateCodec<PendingVoid>({
      key: new TextEncoder().encode(secret),
      ttlSeconds,
      bind: principalOf,
    }));
};
