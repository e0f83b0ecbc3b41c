import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { StateSigner } from '../state/StateSigner.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface ToolContext {
  userId: string;
  scopes: string[];
  signer: StateSigner;
  requestState?: string;
  inputResponses: Record<string, InputResponse>;
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string;
}

export type ToolResult = (CallToolResult & { resultType?: 'complete' }) | InputRequiredResult;

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
  requiredScope: string;
  run(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult>;
}

export const toolError = (text: string): ToolResult => ({
  isError: true,
  content: [{ type: 'text', text }],
});
