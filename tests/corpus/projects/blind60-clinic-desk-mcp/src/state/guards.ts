import type { Ctx } from '../services.js';
import type { ClinicState } from './codec.js';

export type StateOf<T extends ClinicState['tool']> = Extract<ClinicState, { tool: T }>;

export class ForeignStateError extends Error {
  constructor(expected: string, got: string) {
    super(`This continuation belongs to ${got}, not ${expected}. Please start again.`);
  }
}

/**
 * The verified state of this tool's previous round, or undefined on a first round.
 * The codec's verify hook has already checked the signature, the expiry and the patient;
 * the codec cannot know the tool, so that is checked here.
 */
export function stateFor<T extends ClinicState['tool']>(ctx: Ctx, tool: T): StateOf<T> | undefined {
  const state = ctx.mcpReq.requestState<ClinicState>();
  if (state === undefined) return undefined;
  if (state.tool !== tool) throw new ForeignStateError(tool, state.tool);
  return state as StateOf<T>;
}
