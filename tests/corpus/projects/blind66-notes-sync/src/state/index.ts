import { sealerKind } from '../secrets.js';
import { aeadSealer } from './aead-sealer.js';
import { claimLegacyHandle, isLegacyHandle } from './handles.js';
import { hmacSealer } from './hmac-sealer.js';
import type { Binding, Opened, Sealer } from './types.js';

export type { Binding, Opened } from './types.js';

const sealers: Record<typeof sealerKind, Sealer> = { hmac: hmacSealer, aead: aeadSealer };
const active = sealers[sealerKind];

export function sealRound(state: unknown, binding: Binding): string {
  return active.seal(state, binding);
}

export async function openRound(raw: string, binding: Binding): Promise<Opened> {
  if (isLegacyHandle(raw)) return claimLegacyHandle(raw, binding);
  const opened = active.open(raw, binding);
  if (opened.ok || sealerKind === 'hmac') return opened;
  // Just switched to AEAD: state minted minutes ago is still HMAC-sealed, and opens under the
  // same binding there.
  return hmacSealer.open(raw, binding);
}

/**
 * @deprecated since 2.1, use sealRound(). Kept for the notebook plugins written against 1.x,
 * which import it by this name.
 */
export function encodeResumeToken(state: unknown, binding: Binding): string {
  return sealRound(state, binding);
}
