import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ZodType } from 'zod';
import type { Caller } from '../caller.js';

// SDK 1.x has no types for multi round-trip results yet (SEP-2322), so we carry our own.
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
  requestState: string;
  [key: string]: unknown;
}

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export type InputResponses = Record<string, InputResponse | undefined>;

export type CommandResult = CallToolResult | InputRequiredResult;

/**
 * One tool = one command. `execute` runs on the first call; when it answers
 * `input_required`, the client's retry lands in `resume` with the state it echoed back.
 */
export interface Command<A = unknown> {
  readonly definition: Tool;
  readonly schema: ZodType<A>;
  execute(args: A, caller: Caller): Promise<CommandResult>;
  resume(args: A, caller: Caller, requestState: string, responses: InputResponses): Promise<CommandResult>;
}

export function text(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }] };
}

export function failure(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

export function ask(key: string, message: string, properties: Record<string, unknown>, requestState: string): InputRequiredResult {
  return {
    resultType: 'input_required',
    inputRequests: {
      [key]: {
        method: 'elicitation/create',
        params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
      },
    },
    requestState,
  };
}
