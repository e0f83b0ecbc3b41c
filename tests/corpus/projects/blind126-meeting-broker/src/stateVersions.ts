// Issues v2 broker state and accepts v1 or v2 tokens, upgrading old ones.
// @ts-nocheck
import { seal, STATE_TTL_MS, unseal } from './sealer';

/** Current shape (v2). */
export interface BrokerState<T = Record<string, unknown>> {
  v: 2;
  user: string;
  tool: string;
  exp: number;
  data: T;
}

/** Shape written by 2.x releases: sealed the same way, but aad was the user only. */
interface LegacyState {
  u: string;
  t: string;
  e: number;
  d: Record<string, unknown>;
}

const aadFor = (tool: string, user: string) => `${tool}\n${user}`;

export function issueState<T>(data: T, user: string, tool: string): string {
  const state: BrokerState<T> = { v: 2, user, tool, exp: Date.now() + STATE_TTL_MS, data };
  return seal('v2', state, aadFor(tool, user));
}

function upgrade(old: LegacyState): BrokerState {
  return { v: 2, user: old.u, tool: old.t, exp: old.e, data: old.d };
}

/**
 * Authenticate first (either version), migrate second, then check binding.
 * Prefix checks below only choose which key to try; they prove nothing.
 */
export function acceptState<T>(token: string, user: string, tool: string): BrokerState<T> {
  let state: BrokerState;
  if (token.startsWith('mb2.')) {
    state = unseal('v2', token, aadFor(tool, user)) as BrokerState;
  } else if (token.startsWith('mb1.')) {
    state = upgrade(unseal('v1', token, user) as LegacyState);
  } else {
    throw new Error('unknown state version');
  }
  if (state.v !== 2 || state.user !== user || state.tool !== tool) {
    throw new Error('state does not belong to this call');
  }
  if (!(state.exp > Date.now()) || state.exp - Date.now() > STATE_TTL_MS) {
    throw new Error('state expired');
  }
  return state as BrokerState<T>;
}
