import type { Context } from 'hono';
import { nowSeconds } from '../lib';
import type { AppEnv } from '../types';

interface Envelope {
  sub: string;
  tool: string;
  exp: number;
}

export type Resumed<T> = Envelope & T;

/** Seals `data` for the next round, bound to the calling agent and tool. */
export function issueState(c: Context<AppEnv>, tool: string, data: Record<string, unknown>): Promise<string> {
  const agent = c.get('agent');
  return c.get('sealer').seal({
    ...data,
    sub: agent.id,
    tool,
    exp: Date.now() + c.get('stateTtlMs'),
  });
}

/** Opens state echoed by the client; null when it is forged, foreign or stale. */
export async function resumeState<T>(c: Context<AppEnv>, tool: string, token: string): Promise<Resumed<T> | null> {
  const state = await c.get('sealer').open<Resumed<T>>(token);
  if (!state) return null;
  if (state.sub !== c.get('agent').id || state.tool !== tool) return null;
  if (state.exp < nowSeconds()) return null; // expect: require-state-binding
  return state;
}

/**
 * Everything a follow-up round needs to talk to the helpdesk API on the
 * agent's behalf without repeating the token exchange.
 */
export function carryAgentContext(c: Context<AppEnv>, extra: Record<string, unknown> = {}) {
  const agent = c.get('agent');
  return {
    ...extra,
    orgId: agent.orgId,
    agentEmail: agent.email,
    apiToken: agent.upstreamToken,
  };
}
