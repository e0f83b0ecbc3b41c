// Models the helpdesk server's requestState codec: HMAC codec bound to the signed-in agent, plus tool/argument checks.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { ServerContext } from '@modelcontextprotocol/server';

export interface TicketFlowState {
  tool: 'close_ticket' | 'assign_ticket';
  ticketId: string;
  argsDigest?: string;
  resolutionNote?: string;
}

function agentIdOf(ctx: ServerContext): string {
  const agentId = ctx.http?.authInfo?.extra?.userId;
  if (typeof agentId !== 'string' || agentId.length === 0) {
    throw new Error('helpdesk tools require a signed-in agent');
  }
  return agentId;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export const ticketStateCodec = createRequestStateCodec<TicketFlowState>({
  key: requiredEnv('HELPDESK_STATE_KEY'),
  ttlSeconds: 300,
  bind: ctx => `agent:${agentIdOf(ctx)}`,
});

export function argsDigest(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map(k => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('base64url');
}

export class FlowMismatchError extends Error {}

export function assertFlow(state: TicketFlowState, tool: TicketFlowState['tool'], args?: Record<string, unknown>): TicketFlowState {
  if (state.tool !== tool) {
    throw new FlowMismatchError(`state was issued for ${state.tool}, not ${tool}`);
  }
  if (args !== undefined && state.argsDigest !== argsDigest(args)) {
    throw new FlowMismatchError('arguments changed since confirmation was requested');
  }
  return state;
}
