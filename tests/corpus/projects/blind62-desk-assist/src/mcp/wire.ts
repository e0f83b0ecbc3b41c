/**
 * Wire helpers shared by tools and prompts.
 *
 * Clients on the 2026-07-28 revision send `requestState` / `inputResponses`
 * in params. Our 1.x shim clients (the Zendesk sidebar app, the CLI) announce
 * the experimental capability below and use `_meta` for both.
 */

export const META_ROUNDS_CAPABILITY = 'com.deskassist/meta-rounds';
export const LEGACY_STATE = 'com.deskassist/requestState';
export const LEGACY_RESPONSES = 'com.deskassist/inputResponses';
export const LEGACY_REQUESTS = 'com.deskassist/inputRequests';

export type InputRequest =
  | { method: 'elicitation/create'; params: { mode: 'form'; message: string; requestedSchema: Record<string, unknown> } }
  | {
      method: 'sampling/createMessage';
      params: {
        messages: Array<{ role: 'user' | 'assistant'; content: { type: 'text'; text: string } }>;
        systemPrompt?: string;
        maxTokens: number;
        includeContext?: 'none' | 'thisServer';
      };
    }
  | { method: 'roots/list'; params: Record<string, never> };

export type InputRequests = Record<string, InputRequest>;

export interface IncomingRound {
  requestState: string | undefined;
  inputResponses: Record<string, unknown>;
  legacy: boolean;
}

interface RoundParams {
  requestState?: unknown;
  inputResponses?: unknown;
  _meta?: Record<string, unknown>;
}

export function incomingRound(params: RoundParams, legacyClient: boolean): IncomingRound {
  if (legacyClient) {
    const meta = params._meta ?? {};
    const state = meta[LEGACY_STATE];
    return {
      requestState: typeof state === 'string' ? state : undefined,
      inputResponses: (meta[LEGACY_RESPONSES] as Record<string, unknown> | undefined) ?? {},
      legacy: true,
    };
  }
  return {
    requestState: typeof params.requestState === 'string' ? params.requestState : undefined,
    inputResponses: (params.inputResponses as Record<string, unknown> | undefined) ?? {},
    legacy: false,
  };
}

export function needsInput(inputRequests: InputRequests, requestState: string | undefined, legacy: boolean) {
  if (legacy) {
    return {
      content: [{ type: 'text' as const, text: 'Waiting for your input.' }],
      _meta: { [LEGACY_REQUESTS]: inputRequests, ...(requestState ? { [LEGACY_STATE]: requestState } : {}) },
    };
  }
  return { resultType: 'input_required' as const, inputRequests, ...(requestState ? { requestState } : {}) };
}

export function form(message: string, properties: Record<string, unknown>, required?: string[]): InputRequest {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: required ?? Object.keys(properties) } },
  };
}

export function accepted<T>(raw: unknown): T | undefined {
  const r = raw as { action?: string; content?: T } | undefined;
  return r?.action === 'accept' ? r.content : undefined;
}

// ---- prompt view state ------------------------------------------------------
// Prompts only carry which queue and window the brief is about.

export interface BriefState {
  queueId: string;
  queueName: string;
}

export const packBrief = (state: BriefState): string => Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');

export const unpackBrief = (raw: string): BriefState => JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as BriefState;
