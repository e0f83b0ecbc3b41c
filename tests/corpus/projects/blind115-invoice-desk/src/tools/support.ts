// Shared user and handler-context types plus result helpers for the invoice tools.
// @ts-nocheck
import type { CallToolResult } from '@modelcontextprotocol/server';

export type User = Readonly<{ id: string; token: string }>;

// Minimal structural view of the handler context we rely on.
export type Ctx = {
  http?: { authInfo?: { token: string; extra?: Record<string, unknown> } };
  mcpReq: {
    inputResponses?: Record<string, unknown>;
    requestState: <T = string>() => T | undefined;
  };
};

export const text = (t: string): CallToolResult => ({ content: [{ type: 'text', text: t }] });

export const toolError = (t: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: t }] });

/** Higher-order wrapper: resolves the caller or short-circuits with a tool error. */
export const withUser =
  <A>(handler: (user: User, args: A, ctx: Ctx) => Promise<CallToolResult | object>) =>
  async (args: A, ctx: Ctx) => {
    const auth = ctx.http?.authInfo;
    const id = auth?.extra?.userId;
    if (!auth || typeof id !== 'string') return toolError('Sign in to use invoice tools.');
    return handler(Object.freeze({ id, token: auth.token }), args, ctx);
  };
