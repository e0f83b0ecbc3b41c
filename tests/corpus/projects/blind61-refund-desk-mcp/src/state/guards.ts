import { nowSeconds } from './clock.js';
import type { Binding, Envelope } from './envelope.js';

export type RefusalReason = 'signature' | 'expired' | 'user' | 'tool' | 'args';

export class StateRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`requestState refused: ${reason}`);
  }
}

/** Throws StateRefused unless the envelope is still fresh and was sealed for this user and this tool. */
export function assertBound<T>(envelope: Envelope<T>, expected: Binding): T {
  if (envelope.exp <= nowSeconds()) throw new StateRefused('expired'); // expect: require-state-binding
  if (envelope.sub !== expected.userId) throw new StateRefused('user');
  if (envelope.tool !== expected.tool) throw new StateRefused('tool');
  return envelope.data;
}

export const refused = (reason: RefusalReason) => ({
  isError: true as const,
  content: [{ type: 'text' as const, text: `This confirmation can no longer be used (${reason}). Please start again.` }],
});
