import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';

/** The slice of the SDK's handler context the tools use. */
export interface ToolContext {
  mcpReq: {
    requestState<T = unknown>(): T | undefined;
    inputResponses?: Record<string, unknown>;
  };
  http?: {
    authInfo?: {
      token: string;
      clientId: string;
      scopes: string[];
      extra?: Record<string, unknown>;
    };
  };
}

export type InputRequest = ReturnType<typeof inputRequired.elicit>;

/** The user behind the bearer token; the OIDC verifier copies `sub` into `extra.userId`. */
export function callerOf(ctx: ToolContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('deploybot tools must be called with an authenticated user');
  }
  return userId;
}

export function confirmRequest(message: string): InputRequest {
  return inputRequired.elicit({
    message,
    requestedSchema: {
      type: 'object',
      properties: { proceed: { type: 'boolean', title: 'Proceed?' } },
      required: ['proceed'],
    },
  });
}

export function confirmed(ctx: ToolContext, key = 'confirm'): boolean {
  return acceptedContent<{ proceed: boolean }>(ctx.mcpReq.inputResponses, key)?.proceed === true;
}

export const text = (message: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  ...(isError ? { isError: true } : {}),
});
