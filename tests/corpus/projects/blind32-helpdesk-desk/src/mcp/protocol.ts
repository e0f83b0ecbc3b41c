/**
 * SDK 1.x has no types for multi round-trip requests (MCP 2026-07-28), so the few shapes we
 * need are declared here and the results are built by hand.
 */
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { DeskError } from '../shared/result.js';

export type HandlerExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface InputResponse<C = Record<string, unknown>> {
  action: 'accept' | 'decline' | 'cancel';
  content?: C;
}

export interface RoundTripCallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, InputResponse>;
  requestState?: string;
}

export interface ElicitRequest {
  method: 'elicitation/create';
  params: { mode: 'form'; message: string; requestedSchema: Record<string, unknown> };
}

export interface ToolResult {
  content: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
}

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests: Record<string, ElicitRequest>;
  requestState: string;
}

export const textResult = (text: string): ToolResult => ({ content: [{ type: 'text', text }] });

export const toolError = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

export const elicitForm = (message: string, requestedSchema: Record<string, unknown>): ElicitRequest => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema },
});

export function inputRequiredResult(
  inputRequests: Record<string, ElicitRequest>,
  requestState: string,
): InputRequiredResult {
  return { resultType: 'input_required', inputRequests, requestState };
}

/** The authenticated agent on whose behalf a tool runs. */
export interface DeskCaller {
  readonly userId: string;
  readonly displayName: string;
  readonly scopes: readonly string[];
  /** The bearer token the request came with, for calls made on the agent's behalf. */
  readonly accessToken: string;
}

export function callerFrom(extra: HandlerExtra): DeskCaller {
  const info = extra.authInfo;
  const userId = info?.extra?.userId;
  if (!info || typeof userId !== 'string') throw DeskError.forbidden('Authentication required');
  return {
    userId,
    displayName: typeof info.extra?.name === 'string' ? info.extra.name : userId,
    scopes: info.scopes,
    accessToken: info.token,
  };
}
