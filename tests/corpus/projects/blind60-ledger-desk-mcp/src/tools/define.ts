import { inputRequired, type AuthInfo } from '@modelcontextprotocol/server';
import type * as z from 'zod/v4';

export interface ToolCtx {
  mcpReq: {
    method: string;
    inputResponses?: Record<string, unknown>;
    requestState<T = string>(): T | undefined;
  };
  http?: { authInfo?: AuthInfo };
}

export interface ToolDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  config: {
    title?: string;
    description: string;
    inputSchema: S;
    annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean };
  };
  handler: (args: z.infer<S>, ctx: ToolCtx) => Promise<unknown>;
}

/** Identity helper so each tool module gets its argument types inferred from its schema. */
export const defineTool = <S extends z.ZodObject>(def: ToolDef<S>): ToolDef<S> => def;

export const text = (body: string) => ({ content: [{ type: 'text' as const, text: body }] });

export const failure = (body: string) => ({ isError: true, content: [{ type: 'text' as const, text: body }] });

export const STALE_ROUND = 'This confirmation has expired or does not match the request. Please start again.';

/** A yes/no form used by every tool that asks before it changes money. */
export const confirmRequest = (message: string) =>
  inputRequired.elicit({
    message,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Yes, go ahead' } },
      required: ['confirm'],
    },
  });
