import type { ToolContext } from '../auth.js';
import { env } from '../env.js';
import { codecStrategy } from './codec.js';
import { inspectStrategy } from './inspect.js';

/** What a tool remembers between two rounds of one call. `tool` is checked when the state comes back. */
export interface RoundState {
  tool: string;
  step: string;
  [field: string]: unknown;
}

export interface StateStrategy {
  readonly name: string;
  mint(state: RoundState, ctx: ToolContext): Promise<string>;
  open(token: string, ctx: ToolContext): Promise<RoundState>;
}

const strategies: Record<typeof env.KB_STATE_STRATEGY, () => StateStrategy> = {
  codec: codecStrategy,
  inspect: inspectStrategy,
};

let active: StateStrategy | undefined;

export function stateStrategy(): StateStrategy {
  if (!active) {
    active = strategies[env.KB_STATE_STRATEGY]();
    console.info(`[kb-publisher] request state strategy: ${active.name}`);
  }
  return active;
}
