// @McpTool method decorator plus small helpers shared by tool handlers.
// @ts-nocheck
import { SetMetadata } from '@nestjs/common';

export const MCP_TOOL_METADATA = 'mcp:tool';

export interface McpToolOptions {
  name: string;
  description: string;
  inputSchema?: unknown;
  destructive?: boolean;
  readOnly?: boolean;
}

export const McpTool = (options: McpToolOptions) => SetMetadata(MCP_TOOL_METADATA, options);

export function requireUser(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('authenticated user required');
  }
  return userId;
}

export function textResult(text: string) {
  return { content: [{ type: 'text', text }] };
}

export function errorResult(text: string) {
  return { content: [{ type: 'text', text }], isError: true };
}

export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
