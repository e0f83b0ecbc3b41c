import type { StateBinding } from './binding.js';
import type { OpenResult } from './open-result.js';
import { createStateSealer, type StateSealer } from './sealer.js';
import { KEY_ADVICE, secretBytes } from './sealing-key.js';

/** The environment variable the default sealer reads its key from. */
export const STATE_KEY_VARIABLE = 'STATE_KEY';

let current: { readonly key: string; readonly sealer: StateSealer } | undefined;

/** The sealer for the current `process.env.STATE_KEY`, built on first use and again whenever the value changes. */
function defaultSealer(): StateSealer {
  const key = process.env[STATE_KEY_VARIABLE];
  if (current !== undefined && current.key === key) return current.sealer;
  const bytes = key === undefined || key === '' ? 'not set' : secretBytes(key);
  if (typeof bytes === 'string') {
    throw new TypeError(`The environment variable ${STATE_KEY_VARIABLE} is ${bytes}; ${KEY_ADVICE}`);
  }
  bytes.fill(0);
  current = { key: key as string, sealer: createStateSealer({ keys: [key as string] }) };
  return current.sealer;
}

/**
 * Seals `state` for `binding` with the key in `process.env.STATE_KEY`, valid for 10 minutes.
 * Same as `createStateSealer({ keys: [process.env.STATE_KEY] }).seal(state, binding)`; throws if `STATE_KEY` is
 * missing or shorter than 32 bytes. The state is readable by the client: never put secrets in it.
 */
export function sealState(state: unknown, binding: StateBinding): string {
  return defaultSealer().seal(state, binding);
}

/**
 * Opens a token sealed by {@link sealState} with the key in `process.env.STATE_KEY`.
 * Never throws for any `token`; throws only on an invalid `binding` or a missing or short `STATE_KEY`.
 */
export function openState<T = unknown>(token: unknown, binding: StateBinding): OpenResult<T> {
  return defaultSealer().open<T>(token, binding);
}
