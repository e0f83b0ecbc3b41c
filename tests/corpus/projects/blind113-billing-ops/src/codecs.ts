// Creates a signed request-state codec per tool, bound to the tool name and the calling user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { principalOf } from './principal.js';

/**
 * One codec per tool: the bind string ties a state to the caller and to the
 * tool that minted it, since the SDK context does not carry the tool name.
 */
export function codecFor<T>(tool: string) {
  return createRequestStateCodec<T>({
    key: env.stateKey,
    ttlSeconds: 300,
    bind: (ctx) => `${tool}\u0000${principalOf(ctx).userId}`,
  });
}
