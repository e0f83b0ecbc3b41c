import type { Pending } from '../state/codec.js';
import { denied, type Middleware } from './compose.js';

/** Resolves the signed-in user from the verified bearer token. */
export const withCaller: Middleware = (next) => async (args, ctx) => {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (!info || typeof userId !== 'string') return denied('Sign in to Ledger Desk first.');
  return next(args, { ...ctx, caller: { userId, clientId: info.clientId, scopes: info.scopes } });
};

export const requireScope =
  (scope: string): Middleware =>
  (next) =>
  async (args, ctx) => {
    if (!ctx.caller?.scopes.includes(scope)) return denied(`This needs the ${scope} permission.`);
    return next(args, ctx);
  };

/**
 * One codec serves every tool, so each pending payload carries its tool's name and a tool
 * refuses another tool's state. (The verify hook has already checked the signature and expiry.)
 */
export const withResume =
  (tool: string): Middleware =>
  (next) =>
  async (args, ctx) => {
    const pending = ctx.mcpReq.requestState<Pending>();
    if (pending !== undefined && pending.tool !== tool) {
      return denied('This request belongs to another tool. Start again.');
    }
    return next(args, ctx);
  };

export const withTiming: Middleware = (next) => async (args, ctx) => {
  const started = performance.now();
  try {
    return await next(args, ctx);
  } finally {
    console.debug(`[ledger-desk] ${ctx.mcpReq.method} took ${(performance.now() - started).toFixed(1)}ms`);
  }
};
