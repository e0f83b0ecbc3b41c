import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

/** The part of the SDK handler context this module reads. */
export interface AuthedContext {
  http?: { authInfo?: { clientId: string; extra?: Record<string, unknown> } };
}

export const STATE_TTL_SECONDS = 300;

export function principalOf(ctx: AuthedContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('request has no authenticated user');
  }
  return userId;
}

/** Canonical digest of tool arguments; stored in state so a confirmation only covers these exact arguments. */
export function argsDigest(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b))));
  return createHash('sha256').update(canonical).digest('base64url');
}

type Codec<T> = ReturnType<typeof createRequestStateCodec<T>>;

/**
 * One SDK codec per tool. The SDK signs and checks expiry; `bind` ties every state to the
 * authenticated user and to the tool that minted it, so it cannot be replayed elsewhere.
 */
export class RequestStateVault {
  private readonly codecs = new Map<string, Codec<unknown>>();

  constructor(private readonly key: Buffer) {}

  forTool<T>(tool: string): Codec<T> {
    let codec = this.codecs.get(tool);
    if (!codec) {
      codec = createRequestStateCodec<unknown>({
        key: this.key,
        ttlSeconds: STATE_TTL_SECONDS,
        bind: (ctx: AuthedContext) => `${principalOf(ctx)}\u0000${tool}`,
      });
      this.codecs.set(tool, codec);
    }
    return codec as Codec<T>;
  }
}
