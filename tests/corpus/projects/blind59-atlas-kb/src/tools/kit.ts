import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import type * as z from 'zod/v4';

export type Shape = Record<string, z.ZodType>;

export interface ToolSpec<S extends Shape> {
  readonly config: {
    readonly title: string;
    readonly description: string;
    readonly inputSchema: S;
    readonly annotations?: Readonly<{ destructiveHint?: boolean; readOnlyHint?: boolean; idempotentHint?: boolean }>;
  };
  run(this: ToolSpec<S>, args: z.infer<z.ZodObject<S>>, ctx: ServerContext): Promise<CallToolResult | object>;
}

/** Quotes interpolated wiki titles for elicitation messages; literal text is left alone. */
export const ask = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  String.raw({ raw: strings }, ...values.map((v) => JSON.stringify(String(v)).slice(1, -1).replaceAll('`', "'")));

export const note = (text: string, structuredContent?: Record<string, unknown>): CallToolResult =>
  Object.assign({ content: [{ type: 'text' as const, text }] }, structuredContent ? { structuredContent } : {});

export const refuse = (text: string): CallToolResult => Object.assign(note(text), { isError: true });
