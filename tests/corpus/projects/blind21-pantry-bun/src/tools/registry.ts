import type { ZodRawShape } from 'zod';
import type { StateCodec } from '../state/request-state.ts';
import type { DraftStore } from '../state/drafts.ts';
import type { GrocerClient } from '../grocer.ts';

export interface HandlerCtx {
  mcpReq: {
    inputResponses?: Record<string, unknown>;
    requestState<T = string>(): T | undefined;
  };
  http?: { authInfo?: { token: string; clientId: string; scopes: string[]; extra?: Record<string, unknown> } };
}

export interface Services {
  state: StateCodec;
  drafts: DraftStore;
  grocer: GrocerClient;
}

export interface ToolDef<A = any> {
  name: string;
  description: string;
  inputSchema: ZodRawShape;
  destructive?: boolean;
  handler: (services: Services) => (args: A, ctx: HandlerCtx) => Promise<unknown>;
}

const registry = new Map<string, ToolDef>();

export function defineTool<A>(def: ToolDef<A>): ToolDef<A> {
  if (registry.has(def.name)) throw new Error(`tool ${def.name} defined twice`);
  registry.set(def.name, def);
  return def;
}

export const registeredTools = (): ToolDef[] => [...registry.values()];

export const userIdOf = (ctx: HandlerCtx): string | null => {
  const id = ctx.http?.authInfo?.extra?.userId;
  return typeof id === 'string' && id !== '' ? id : null;
};

export const text = (t: string, structuredContent?: Record<string, unknown>) => ({
  content: [{ type: 'text' as const, text: t }],
  ...(structuredContent ? { structuredContent } : {}),
});

export const failure = (t: string) => ({ content: [{ type: 'text' as const, text: t }], isError: true });
