// Builds the request-state codec used by the desk tools.
//
// The SDK codec signs the payload with HMAC-SHA256 and stamps an expiry; we
// add a bind function so that a draft minted for one agent on one tool is
// refused anywhere else.

import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { Priority, Team } from '../constants.js';

export interface EscalationDraft {
  ticketId: string;
  targetTeam: Team;
  priority: Priority;
  summary: string;
  pagerService?: string;
  pagerAuth?: string;
}

export interface StateCodecOptions {
  /** Raw secret string from configuration. */
  secret: string;
  /** Seconds a draft stays valid. */
  lifetime: number;
  /** Tool the codec is dedicated to. */
  toolName: string;
}

type BindContext = {
  http?: { authInfo?: { clientId?: string; extra?: Record<string, unknown> } };
};

function agentIdFrom(ctx: BindContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('escalation drafts need an authenticated agent');
  }
  return userId;
}

export function makeStateCodec(opts: StateCodecOptions) {
  const key = new TextEncoder().encode(opts.secret);
  const codec = createRequestStateCodec<EscalationDraft>({
    key,
    ttlSeconds: opts.lifetime,
    bind: (ctx: BindContext) => `${agentIdFrom(ctx)}::${opts.toolName}`,
  });
  return codec;
}

export type DeskStateCodec = ReturnType<typeof makeStateCodec>;
