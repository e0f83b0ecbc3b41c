import type { StateTokens } from '../state/StateTokens.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface CallContext {
  userId: string;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
  tokens: StateTokens;
}

export interface TextResult {
  content: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, { method: 'elicitation/create'; params: Record<string, unknown> }>;
  requestState: string;
}

export interface ToolDef<A extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean; openWorldHint?: boolean };
  run(args: A, ctx: CallContext): Promise<TextResult | InputRequiredResult>;
}

export const say = (text: string): TextResult => ({ content: [{ type: 'text', text }] });
export const refuse = (text: string): TextResult => ({ content: [{ type: 'text', text }], isError: true });

export function askForm(
  key: string,
  message: string,
  requestedSchema: Record<string, unknown>,
  requestState: string,
): InputRequiredResult {
  return {
    resultType: 'input_required',
    inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } } },
    requestState,
  };
}

export const accepted = (ctx: CallContext, key: string): Record<string, unknown> | undefined => {
  const response = ctx.inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : undefined;
};
