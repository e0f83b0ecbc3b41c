import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';

/**
 * SDK 1.x has no types for multi round-trip requests yet (2026-07-28 revision), so the
 * retry's extra params and the input_required result are typed here by hand.
 */
export interface ElicitResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface RoundParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, ElicitResponse>;
  requestState?: string;
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, { method: 'elicitation/create'; params: Record<string, unknown> }>;
  requestState?: string;
}

export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;
export type ToolResult = CallToolResult | InputRequiredResult;
export type ToolHandler = (params: RoundParams, extra: Extra) => Promise<ToolResult>;

export function callerId(extra: Extra): string {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string') throw new Error('unauthenticated MCP call reached a tool');
  return userId;
}

export function confirmRequest(message: string) {
  return {
    method: 'elicitation/create' as const,
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Go ahead' } },
        required: ['confirm'],
      },
    },
  };
}

export const text = (message: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  ...(isError ? { isError: true } : {}),
});
