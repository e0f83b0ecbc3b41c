import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';

// SDK 1.x has no multi-round-trip helpers yet, so we build the 2026-07-28 shapes here.

export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, InputResponse>;
  requestState?: string;
}

export type ToolResult =
  | { content: { type: 'text'; text: string }[]; isError?: boolean }
  | { resultType: 'input_required'; inputRequests: Record<string, unknown>; requestState?: string };

export type ToolHandler = (params: CallParams, extra: Extra) => Promise<ToolResult>;

export function callerOf(extra: Extra): string {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('no authenticated user on this request');
  return userId;
}

export function accepted<T extends Record<string, unknown>>(params: CallParams, key: string): T | undefined {
  const response = params.inputResponses?.[key];
  return response?.action === 'accept' ? (response.content as T) : undefined;
}

export function form(message: string, properties: Record<string, unknown>, required: string[] = []) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function askFor(inputRequests: Record<string, unknown>, requestState: string): ToolResult {
  return { resultType: 'input_required', inputRequests, requestState };
}

export const text = (value: string): ToolResult => ({ content: [{ type: 'text', text: value }] });
export const refuse = (value: string): ToolResult => ({ isError: true, content: [{ type: 'text', text: value }] });
