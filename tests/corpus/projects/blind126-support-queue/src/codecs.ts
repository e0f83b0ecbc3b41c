// Creates a per-tool request-state codec bound to the tool and user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { requireUser } from './identity.js';

// One codec per tool: the bind string carries both the user and the tool
// name, since the tool name is not available on ctx.
export function codecFor<T>(toolName: string) {
  return createRequestStateCodec<T>({
    key: config.stateKey,
    ttlSeconds: config.codecTtlSeconds,
    bind: (ctx) => `${toolName}\u0000${requireUser(ctx as never)}`,
  });
}
