// Koa-style middleware around every plugin's run(). Order matters: the
// stack in main.ts is outermost first.
import type { ToolCall, ToolResult } from './registry.js';

export type Next = (call: ToolCall) => Promise<ToolResult>;
export type Middleware = (call: ToolCall, next: Next) => Promise<ToolResult>;

export function compose(stack: readonly Middleware[], handler: Next): Next {
  return stack.reduceRight<Next>((next, mw) => (call) => mw(call, next), handler);
}

const denied = (text: string): ToolResult => ({ isError: true, content: [{ type: 'text', text }] });

export const withCaller: Middleware = async (call, next) => {
  const userId = call.ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    return denied('Sign in with your finance account to use the ledger tools.');
  }
  return next({ ...call, caller: userId });
};

export const withScopes =
  (required: Record<string, string>): Middleware =>
  async (call, next) => {
    const scope = required[call.tool];
    if (scope && !call.ctx.http?.authInfo?.scopes.includes(scope)) {
      return denied(`This needs the ${scope} scope.`);
    }
    return next(call);
  };

export const withTiming: Middleware = async (call, next) => {
  const started = Date.now();
  try {
    return await next(call);
  } finally {
    console.info(JSON.stringify({ tool: call.tool, user: call.caller || undefined, ms: Date.now() - started }));
  }
};

export const withErrors: Middleware = async (call, next) => {
  try {
    return await next(call);
  } catch (err) {
    console.error(`[${call.tool}]`, err);
    return denied('The ledger service did not answer. Try again in a minute.');
  }
};
