import { SetMetadata } from '@nestjs/common';
import type { ServerContext } from '@modelcontextprotocol/server';
import type { ZodRawShape } from 'zod';

export const MCP_TOOL_METADATA = 'fleet-ops:mcp-tool';

export interface McpToolOptions {
  name: string;
  description: string;
  input?: ZodRawShape;
  /** Surfaces as annotations.destructiveHint so clients ask before calling. */
  destructive?: boolean;
}

/** Marks a provider method as an MCP tool; McpToolExplorer registers it on every server it builds. */
export const McpTool = (options: McpToolOptions): MethodDecorator => SetMetadata(MCP_TOOL_METADATA, options);

export type ToolContext = ServerContext;

export function callerId(ctx: ToolContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('fleet-ops tools need an authenticated user');
  }
  return userId;
}

export function toolText(text: string) {
  return { content: [{ type: 'text' as const, text }] };
}

export function refused(reason: string) {
  return {
    isError: true,
    content: [{ type: 'text' as const, text: `This request can no longer be continued (${reason}). Please start over.` }],
  };
}
