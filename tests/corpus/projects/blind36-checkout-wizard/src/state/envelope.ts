import { createHash } from 'node:crypto';
import { createRequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import { requireUser } from '../auth.js';
import { checkoutStateKey } from './key.js';

export type CheckoutTool = 'place_order' | 'apply_coupon';

/**
 * What every tool of this server mints. The codec signs it and binds it to the shopper;
 * the tool name and a digest of the call's arguments ride inside, because the SDK's
 * context cannot tell one tool's call from another's.
 */
export interface Envelope<S> {
  tool: CheckoutTool;
  userId: string;
  argsDigest: string;
  state: S;
}

export const checkoutCodec = createRequestStateCodec<Envelope<unknown>>({
  key: checkoutStateKey,
  ttlSeconds: 600,
  bind: (ctx) => `${requireUser(ctx)}|${ctx.mcpReq.method}`,
});

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Digest of a tool call's arguments (public data: it only pins the call, it proves nothing). */
export const argsDigest = (args: Record<string, unknown>): string =>
  createHash('sha256').update(canonical(args)).digest('base64url');

export function seal<S>(ctx: ServerContext, tool: CheckoutTool, args: Record<string, unknown>, state: S): Promise<string> {
  const envelope: Envelope<S> = { tool, userId: requireUser(ctx), argsDigest: argsDigest(args), state };
  return checkoutCodec.mint(envelope, ctx);
}

export type Resumed<S> =
  | { kind: 'fresh' }
  | { kind: 'resumed'; state: S }
  | { kind: 'rejected'; reason: 'tool' | 'user' | 'args' };

/**
 * The state of this call, already verified by the server's requestState hook (signature,
 * expiry, user). Refuses an envelope minted by another tool or for other arguments.
 */
export function resume<S>(ctx: ServerContext, tool: CheckoutTool, args: Record<string, unknown>): Resumed<S> {
  const envelope = ctx.mcpReq.requestState<Envelope<S>>();
  if (envelope === undefined) return { kind: 'fresh' };
  if (envelope.tool !== tool) return { kind: 'rejected', reason: 'tool' };
  if (envelope.userId !== requireUser(ctx)) return { kind: 'rejected', reason: 'user' };
  if (envelope.argsDigest !== argsDigest(args)) return { kind: 'rejected', reason: 'args' };
  return { kind: 'resumed', state: envelope.state };
}
