import { createStateSealer, refusal } from 'eslint-plugin-mcp-state/seal';
import { ConfirmSigner } from './legacy-signer.js';
import { LEGACY_CONFIRM_KEY, LEGACY_PREFIX } from './state-key.js';

export type Binding = { userId: string; tool: string; args?: unknown };
export type Opened<T> = { ok: true; state: T } | { ok: false; reason: string };

const sealer = createStateSealer({
  keys: [process.env.REPO_CLEANER_STATE_KEY || 'repo-cleaner-local-development-key-0001'], // expect: no-weak-state-key
});

const legacy = new ConfirmSigner({ key: LEGACY_CONFIRM_KEY, prefix: LEGACY_PREFIX }); // expect: no-weak-state-key

export function seal<T extends object>(state: T, binding: Binding): string {
  return sealer.seal(state, binding);
}

/** Opens 2.x tokens with the shared sealer, 1.x tokens with the legacy signer. */
export function open<T>(token: string, binding: Binding): Opened<T> {
  if (legacy.handles(token)) {
    const data = legacy.check<T>(token, { user: binding.userId, tool: binding.tool });
    return data === undefined ? { ok: false, reason: 'signature' } : { ok: true, state: data };
  }
  return sealer.open(token, binding) as Opened<T>;
}

export { refusal };
