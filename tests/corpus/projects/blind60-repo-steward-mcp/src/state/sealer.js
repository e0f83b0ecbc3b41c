import { createStateSealer, principalOf, refusal } from 'eslint-plugin-mcp-state/seal';
import { loadStateKeys } from './keys.js';

// Five minutes is plenty for a person to answer one form.
const sealer = createStateSealer({ keys: loadStateKeys(), ttlSeconds: 300 });

function bindingFor(ctx, tool, args) {
  const userId = principalOf(ctx);
  return args === undefined ? { userId, tool } : { userId, tool, args };
}

/**
 * Seal what the next round of `tool` needs. Bound to the signed-in user, the tool and, when the
 * caller passes them, the exact arguments of the call (destructive tools always do).
 */
export function sealFor(ctx, tool, state, args) {
  return sealer.seal(state, bindingFor(ctx, tool, args));
}

/** Open the state the client echoed back; pass the same tool and arguments as sealFor got. */
export function openFor(ctx, tool, token, args) {
  return sealer.open(token, bindingFor(ctx, tool, args));
}

export { principalOf, refusal };
