import { createHash } from 'node:crypto';
import type { AuthInfo } from '@modelcontextprotocol/server';
import type { Result } from '../shared/result.js';

/** What the state-token implementations need from the SDK's handler context. */
export interface ToolContext {
  readonly mcpReq: {
    readonly method: string;
    requestState<T = string>(): T | undefined;
    readonly inputResponses?: Record<string, unknown>;
  };
  readonly http?: { readonly authInfo?: AuthInfo };
}

export interface StateBinding {
  readonly userId: string;
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
}

export type StateFailure = 'malformed' | 'signature' | 'expired' | 'user' | 'tool' | 'args';

export class StateTokenError extends Error {
  constructor(readonly failure: StateFailure) {
    super(`requestState rejected: ${failure}`);
    this.name = 'StateTokenError';
  }
}

/**
 * Issues and opens the `requestState` of a two-round tool call. Selected by STATE_BACKEND:
 * the SDK's own request-state codec, or a JWT.
 */
export interface StateTokens {
  issue<T extends object>(payload: T, binding: StateBinding, ctx: ToolContext): Promise<string>;
  open<T extends object>(raw: string, binding: StateBinding, ctx: ToolContext): Promise<Result<T, StateTokenError>>;
}

function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

export function argsDigest(args: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(stableStringify(args)).digest('hex');
}

/**
 * release-train 2.x handed out the state as base64url JSON `{ v: 1, data }`. Kept so that
 * prompts opened just before an upgrade can still be answered.
 */
export function decodeV2State<T>(raw: string): T {
  const envelope = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { v: number; data: T };
  if (envelope.v !== 1) throw new StateTokenError('malformed');
  return envelope.data;
}
