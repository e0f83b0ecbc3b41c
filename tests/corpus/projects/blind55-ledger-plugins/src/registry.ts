import type { CallToolResult, InputRequiredResult, ServerContext } from '@modelcontextprotocol/server';
import type { ZodTypeAny } from 'zod';

export interface ToolCall<A = Record<string, unknown>> {
  tool: string;
  args: A;
  ctx: ServerContext;
  /** authenticated user id; filled in by the withCaller middleware */
  caller: string;
}

export type ToolResult = CallToolResult | InputRequiredResult;

export interface LedgerPlugin<A = any> {
  config: {
    title?: string;
    description: string;
    inputSchema?: ZodTypeAny;
    annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean; idempotentHint?: boolean };
  };
  run(call: ToolCall<A>): Promise<ToolResult>;
}

const plugins = new Map<string, LedgerPlugin>();

export function register<A>(name: string, plugin: LedgerPlugin<A>): void {
  if (plugins.has(name)) throw new Error(`ledger plugin "${name}" registered twice`);
  plugins.set(name, plugin as LedgerPlugin);
}

export function entries(): IterableIterator<[string, LedgerPlugin]> {
  return plugins.entries();
}

export function has(name: string): boolean {
  return plugins.has(name);
}
