import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './secrets.js';
import { userIdOf } from '../auth.js';
import { argsDigest } from './args-digest.js';

export type WarehouseState =
  | { tool: 'transfer_stock'; argsDigest: string; idempotencyKey: string; reservedAt: number }
  | { tool: 'search_inventory'; query: string; pageToken: string; seen: number };

/**
 * One codec for the whole server. `bind` ties every state to the authenticated user; the tool
 * (and, for destructive tools, the exact arguments) travel inside the signed payload and are
 * checked by `stateFor` below before a handler touches them.
 */
export const stateCodec = createRequestStateCodec<WarehouseState>({
  key: stateKey(),
  ttlSeconds: 10 * 60,
  bind: (ctx) => userIdOf(ctx),
});

type Ctx = { mcpReq: { requestState<T>(): T | undefined } };

export class StaleStateError extends Error {
  constructor(reason: string) {
    super(`Continuation refused (${reason}); please run the tool again.`);
  }
}

/** The verified state for `tool`, or undefined on a first round. */
export function stateFor<K extends WarehouseState['tool']>(
  ctx: Ctx,
  tool: K,
  args?: unknown,
): Extract<WarehouseState, { tool: K }> | undefined {
  const state = ctx.mcpReq.requestState<WarehouseState>();
  if (state === undefined) return undefined;
  if (state.tool !== tool) throw new StaleStateError('tool');
  if (args !== undefined && 'argsDigest' in state && state.argsDigest !== argsDigest(args)) {
    throw new StaleStateError('arguments');
  }
  return state as Extract<WarehouseState, { tool: K }>;
}
