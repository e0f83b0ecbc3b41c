import type { RuntimeContext } from '@mastra/core/runtime-context';
import { z } from 'zod';
import type { StatePayload } from '../state/sealed-state';

/** What every travel tool returns; the MCP adapter turns it into a tool result. */
export const toolOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('done'), message: z.string() }),
  z.object({ status: z.literal('error'), message: z.string() }),
  z.object({
    status: z.literal('needs_input'),
    key: z.string(),
    message: z.string(),
    schema: z.record(z.unknown()),
    requestState: z.string(),
  }),
]);
export type ToolOutput = z.infer<typeof toolOutput>;

export interface McpRuntime {
  userId: string;
  roles: string[];
  /** already decrypted, authenticated, subject- and expiry-checked by the server's verify hook */
  state?: StatePayload<unknown>;
  inputResponses: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
}

export function mcpRuntime(runtimeContext: RuntimeContext): McpRuntime {
  const value = runtimeContext.get('mcp') as McpRuntime | undefined;
  if (!value) throw new Error('travel tools must run through the MCP adapter');
  return value;
}

export const done = (message: string): ToolOutput => ({ status: 'done', message });
export const refuse = (message: string): ToolOutput => ({ status: 'error', message });

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

export const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm' } },
  required: ['confirm'],
};
