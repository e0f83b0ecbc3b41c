import type { Context } from 'fastmcp';
import type { AgentSession } from './auth.js';

// Glue between fastmcp's execute() and MCP multi round-trip requests (2026-07-28).

export interface ElicitRequest {
  method: 'elicitation/create';
  params: { mode: 'form'; message: string; requestedSchema: Record<string, unknown> };
}

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface Round {
  state?: string;
  responses: Record<string, InputResponse>;
}

type RetryAwareContext = Context<AgentSession> & {
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
};

// fastmcp >= 3.8 copies the retry fields of tools/call onto the tool context.
export function readRound(context: Context<AgentSession>): Round {
  const ctx = context as RetryAwareContext;
  return { state: ctx.requestState, responses: ctx.inputResponses ?? {} };
}

export function sessionOf(context: Context<AgentSession>): AgentSession {
  if (!context.session) throw new Error('helpdesk tools need an authenticated agent');
  return context.session;
}

export function askFor(inputRequests: Record<string, ElicitRequest>, requestState: string) {
  return { resultType: 'input_required' as const, inputRequests, requestState };
}

export function form(message: string, properties: Record<string, unknown>, required: string[] = []): ElicitRequest {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export const reply = (text: string) => ({ content: [{ type: 'text' as const, text }] });

export const refused = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });
