import { SetMetadata } from '@nestjs/common';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

export const MCP_TOOL_METADATA = 'claims:mcp-tool';

/** Marks a provider as an MCP tool; McpServerFactory discovers it at boot. */
export const McpTool = (definition: Tool): ClassDecorator => SetMetadata(MCP_TOOL_METADATA, definition);

export interface RoundTripParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  requestState?: string;
}

export interface Caller {
  userId: string;
  clientId: string;
}

export interface McpToolHandler {
  handle(params: RoundTripParams, caller: Caller): Promise<Record<string, unknown>>;
}

export const textResult = (text: string, isError = false) => ({
  resultType: 'complete',
  content: [{ type: 'text', text }],
  ...(isError ? { isError: true } : {}),
});
