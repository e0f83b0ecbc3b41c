import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { HOLD_CONFIRM_TTL_SECONDS } from './constants.js';

// One codec per tool: `bind` sees only the request context, not the tool, so
// the tool name is baked into each codec's bind string. The patron id comes
// from the verified bearer token.

export interface PatronContext {
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

export function patronIdOf(ctx: PatronContext): string {
  const patron = ctx.http?.authInfo?.extra?.patronId;
  if (typeof patron !== 'string' || patron.length === 0) {
    throw new Error('no authenticated patron on this request');
  }
  return patron;
}

export function codecFor<T>(toolName: string) {
  return createRequestStateCodec<T>({
    key: config.stateKey,
    ttlSeconds: HOLD_CONFIRM_TTL_SECONDS,
    bind: (ctx: PatronContext) => JSON.stringify([patronIdOf(ctx), toolName]),
  });
}

export type StateCodec<T> = ReturnType<typeof codecFor<T>>;

export class StateRejected extends Error {
  constructor(cause: unknown) {
    super('Invalid or expired requestState');
    this.name = 'StateRejected';
    this.cause = cause;
  }
}

/**
 * Verifies the raw string the client echoed. Returns undefined on a first
 * call (no state), throws StateRejected when the state does not verify.
 */
export async function openOrNothing<T>(
  codec: StateCodec<T>,
  raw: string | undefined,
  ctx: PatronContext,
): Promise<T | undefined> {
  if (raw === undefined) return undefined;
  try {
    return await codec.verify(raw, ctx as never);
  } catch (err) {
    throw new StateRejected(err);
  }
}
