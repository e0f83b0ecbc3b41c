import type { ServerNotification, ServerRequest, CallToolRequest, CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';

// SDK 1.x has no multi round-trip support yet, so the 2026-07-28 shapes are written out here.

export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export type RoundParams = CallToolRequest['params'] & {
  inputResponses?: Record<string, InputResponse>;
  requestState?: string;
};

export interface ElicitForm {
  message: string;
  requestedSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
}

export interface InputRequiredResult {
  [key: string]: unknown;
  resultType: 'input_required';
  inputRequests: Record<string, { method: 'elicitation/create'; params: { mode: 'form' } & ElicitForm }>;
  requestState?: string;
}

export interface ToolModule {
  definition: {
    name: string;
    description: string;
    inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
    annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
  };
  run(params: RoundParams, extra: Extra): Promise<CallToolResult | InputRequiredResult>;
}

export function askForInput(key: string, form: ElicitForm, requestState?: string): InputRequiredResult {
  return {
    resultType: 'input_required',
    inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', ...form } } },
    ...(requestState ? { requestState } : {}),
  };
}

export const text = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }] });

export const refused = (why: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `Refused (${why}). Start the action again.` }],
});

// Lightweight rounds: a picker step only carries names the user already saw on screen,
// so it travels as compact base64url JSON instead of a full envelope.
export const packRound = (round: object): string => Buffer.from(JSON.stringify(round), 'utf8').toString('base64url');

export const unpackRound = <T>(raw: string): T => JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as T;
