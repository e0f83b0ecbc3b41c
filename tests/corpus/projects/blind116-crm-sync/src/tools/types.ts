// Round-trip parameter, input-required result and tool module types for crm-sync.
// @ts-nocheck
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Scope } from '../registry';

export interface RoundTripParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  requestState?: string;
}

export type InputRequiredResult = {
  resultType: 'input_required';
  inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState: string;
};

export interface ToolModule {
  definition: { name: string; description: string; inputSchema: object; annotations?: Record<string, boolean> };
  run(scope: Scope, params: RoundTripParams): Promise<CallToolResult | InputRequiredResult>;
}

export const text = (t: string, isError = false): CallToolResult => ({ isError, content: [{ type: 'text', text: t }] });
