// Creates per-tool requestState codecs bound to workspace, user and tool, and opens state safely.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { loadStateKey, STATE_TTL_SECONDS } from './config.js';
import { principalOf } from './identity.js';

const key = loadStateKey();

export type ToolCodec<T> = ReturnType<typeof createRequestStateCodec<T>>;

/**
 * One codec per tool. The bind string carries workspace, user and tool, so a
 * state minted for one of them fails verification for any other.
 */
export function codecFor<T>(tool: string): ToolCodec<T> {
  return createRequestStateCodec<T>({
    key,
    ttlSeconds: STATE_TTL_SECONDS,
    bind: (ctx) => {
      const { userId, workspaceId } = principalOf(ctx);
      return `${workspaceId}\u001f${userId}\u001f${tool}`;
    },
  });
}

/** Verify the retry's state or return null; never throws on bad input. */
export async function openState<T>(codec: ToolCodec<T>, ctx: any): Promise<T | null> {
  const raw: string | undefined = ctx.mcpReq.requestState();
  if (!raw || !raw.startsWith('v1.')) return null;
  try {
    return await codec.verify(raw, ctx);
  } catch {
    return null;
  }
}
