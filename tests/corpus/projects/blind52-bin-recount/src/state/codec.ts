import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { callerId } from '../auth.js';
import { env } from '../env.js';
import { stateKey } from './keys.js';

export type Counts = Record<string, number>;

export interface CounterLogin {
  username: string;
  password: string;
}

export interface RecountState {
  v: 3;
  tool: 'recount_bin';
  step: 'counting' | 'review';
  bin: string;
  snapshotId: string;
  cursor: number;
  counts: Counts;
  counter: CounterLogin;
}

export interface WriteOffState {
  v: 3;
  tool: 'write_off_stock';
  step: 'confirm';
  bin: string;
  sku: string;
  quantity: number;
  reasonCode: string;
}

/** Minted by 1.4.x: counts as [sku, qty] pairs, no step (review was a separate tool then). */
interface RecountStateV2 {
  v: 2;
  tool: 'recount_bin';
  bin: string;
  snapshotId: string;
  cursor: number;
  counts: Array<[string, number]>;
  counter: CounterLogin;
}

export type MintedState = RecountState | WriteOffState;
export type AnyState = MintedState | RecountStateV2;

export const stateCodec = createRequestStateCodec<AnyState>({
  key: stateKey(), // expect: no-weak-state-key
  ttlSeconds: env.RECOUNT_STATE_TTL_SECONDS, // expect: require-state-binding
  bind: (ctx) => callerId(ctx),
});

/** The verify hook has already checked the MAC, expiry and caller; this only reshapes older payloads. */
export function upgrade(state: AnyState): MintedState {
  if (state.v === 3) return state;
  return {
    v: 3,
    tool: 'recount_bin',
    step: 'counting',
    bin: state.bin,
    snapshotId: state.snapshotId,
    cursor: state.cursor,
    counts: Object.fromEntries(state.counts),
    counter: state.counter,
  };
}
