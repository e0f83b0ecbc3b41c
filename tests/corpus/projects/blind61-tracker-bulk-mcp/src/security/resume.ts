import { isStale } from './freshness.js';
import type { StateBinding, StateSigner } from './state-signer.js';

export type Resumed<T> =
  | { ok: true; data: T }
  | { ok: false; reason: 'signature' | 'expired' | 'user' | 'tool' };

/** Opens a state token and checks it against the current request's user and tool. */
export function resume<T>(signer: StateSigner, token: string, binding: StateBinding): Resumed<T> {
  const state = signer.open<T>(token);
  if (!state) return { ok: false, reason: 'signature' };
  if (isStale(state.iat)) return { ok: false, reason: 'expired' };
  if (state.u !== binding.userId) return { ok: false, reason: 'user' };
  if (state.t !== binding.tool) return { ok: false, reason: 'tool' };
  return { ok: true, data: state.d };
}

export const refusal = (reason: string) => ({
  isError: true as const,
  content: [{ type: 'text' as const, text: `That step has expired or is not yours (${reason}). Run the tool again.` }],
});
