import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

// SDK 1.x has no types for multi round-trip results yet (SEP-2322), so we spell them out here.

export interface ElicitInputRequest {
  method: 'elicitation/create';
  params: {
    mode: 'form';
    message: string;
    requestedSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  };
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, ElicitInputRequest>;
  requestState?: string;
}

export type InputResponses = Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;

export type ToolOutcome = CallToolResult | InputRequiredResult;

export interface ToolContext {
  userId: string;
  /** The caller's MCP access token; only ever used as the subject of a token exchange. */
  subjectToken: string;
  requestState?: string;
  inputResponses?: InputResponses;
}

export interface DeskTool {
  definition: {
    name: string;
    description: string;
    inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
    annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean };
  };
  handle(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolOutcome>;
}

export function needInput(inputRequests: InputRequiredResult['inputRequests'], requestState: string): InputRequiredResult {
  return { resultType: 'input_required', inputRequests, requestState };
}

export function form(message: string, properties: Record<string, unknown>, required: string[] = []): ElicitInputRequest {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export const yesNo = (message: string) =>
  form(message, { confirm: { type: 'boolean', title: 'Go ahead?' } }, ['confirm']);

export function answer(responses: InputResponses | undefined, key: string): Record<string, unknown> | undefined {
  const r = responses?.[key];
  return r?.action === 'accept' ? r.content : undefined;
}

export const text = (body: string): CallToolResult => ({ content: [{ type: 'text', text: body }] });

export const toolError = (body: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: body }] });
