// Shared tool helpers for reading the caller's user id, digesting call arguments and building results.
// @ts-nocheck
import { createHash } from 'crypto';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerRequest, ServerNotification } from '@modelcontextprotocol/sdk/types.js';

export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface RoundParams {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
}

export function userIdOf(extra: Extra): string {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('unauthenticated');
  return userId;
}

/** Stable digest of a call's arguments, for binding a confirmation to exactly this call. */
export function digestCall(tool: string, args: Record<string, unknown>): string {
  const sorted = Object.keys(args).sort().map((k) => [k, args[k]]);
  return createHash('sha256').update(JSON.stringify([tool, sorted])).digest('base64url');
}

export const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
export const toolError = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

export function accepted(params: RoundParams, key: string): Record<string, unknown> | undefined {
  const r = params.inputResponses?.[key];
  return r && r.action === 'accept' ? r.content ?? {} : undefined;
}
