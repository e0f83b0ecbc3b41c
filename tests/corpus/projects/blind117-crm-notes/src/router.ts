// Tool router that lists tools and dispatches multi-round calls with input-required results.
// @ts-nocheck
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';

export interface CallContext {
  userId: string;
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
}

// 1.x has no type for the 2026-07-28 result; we build it by hand.
export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, { method: 'elicitation/create'; params: Record<string, unknown> }>;
  requestState?: string;
}

export type ToolHandler = (args: any, ctx: CallContext) => Promise<CallToolResult | InputRequiredResult>;

export class ToolRouter {
  private readonly tools = new Map<string, { def: Tool; run: ToolHandler }>();

  route(def: Tool, run: ToolHandler): this {
    this.tools.set(def.name, { def, run });
    return this;
  }

  list(): Tool[] {
    return [...this.tools.values()].map((t) => t.def);
  }

  async call(name: string, args: unknown, ctx: CallContext) {
    const t = this.tools.get(name);
    if (!t) return { isError: true, content: [{ type: 'text' as const, text: `No such tool: ${name}` }] };
    return t.run(args ?? {}, ctx);
  }
}

export const ask = (key: string, message: string, properties: Record<string, unknown>, required: string[]) => ({
  [key]: { method: 'elicitation/create' as const, params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } },
});

export const say = (text: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text }], isError });
