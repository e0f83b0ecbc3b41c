import type { McpServer } from '@modelcontextprotocol/server';
import type { RequestStateSealer } from './state/request_state.ts';
import type { PendingInvites } from './state/pending_store.ts';
import type { CalendarClient, TokenBroker } from './google.ts';

export interface ToolDeps {
  sealer: RequestStateSealer;
  pending: PendingInvites;
  calendar: CalendarClient;
  broker: TokenBroker;
}

export type ToolModule = (server: McpServer, deps: ToolDeps) => void;

export const text = (value: string, isError = false) => ({
  isError,
  content: [{ type: 'text' as const, text: value }],
});

export function subjectOf(ctx: { http?: { authInfo?: { extra?: Record<string, unknown> } } }): string | null {
  const sub = ctx.http?.authInfo?.extra?.userId;
  return typeof sub === 'string' && sub.length > 0 ? sub : null;
}
