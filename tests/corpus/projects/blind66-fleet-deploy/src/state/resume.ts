import { readV1 } from './legacy-v1.js';
import { sealer } from './sealer.js';

export interface Binding {
  userId: string;
  tool: string;
  args?: Record<string, unknown>;
}

export type Resumed<T> =
  | { ok: true; state: T; reissued?: string }
  | { ok: false; reason: string };

/**
 * Opens the state a client echoed back, whatever release minted it. 1.x tokens are
 * re-issued on the current format, so a conversation moves over on its next round.
 */
export function resume<T>(token: string, binding: Binding): Resumed<T> {
  if (token.startsWith('v1:')) return upgradeV1<T>(token, binding);
  const opened = sealer.open(token, binding);
  return opened.ok ? { ok: true, state: opened.state as T } : { ok: false, reason: opened.reason };
}

function upgradeV1<T>(token: string, binding: Binding): Resumed<T> {
  const v1 = readV1(token);
  if (!v1 || v1.user !== binding.userId) return { ok: false, reason: 'signature' };
  const reissued = sealer.seal(v1.state, binding);
  return { ok: true, state: v1.state as T, reissued };
}
