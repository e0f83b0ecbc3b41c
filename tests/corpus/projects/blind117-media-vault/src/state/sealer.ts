// AES-256-GCM sealer for phased request state with key ids and expiry.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { StateKeyring } from './keyring.js';
import { decodeState, encodeState, type VaultState } from './wire.js';

export const STATE_TTL_S = 600;
export type Phase = 'confirm' | 'links' | 'meta';

export class SealError extends Error {}

const b64 = (b: Buffer) => b.toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url');

/**
 * AES-256-GCM sealed state:
 *   mv2.<kid>.<phase>.<iv>.<ciphertext>.<tag>
 * The phase sits in clear so request logs can show where a flow stopped.
 */
export class StateSealer {
  constructor(private readonly ring: StateKeyring) {}

  seal(state: Omit<VaultState, 'exp'>, phase: Phase): string {
    const kid = this.ring.current;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.ring.keys.get(kid)!, iv);
    cipher.setAAD(Buffer.from(`mv2.${kid}`));
    const body = encodeState({ ...state, exp: Math.floor(Date.now() / 1000) + STATE_TTL_S });
    const ct = Buffer.concat([cipher.update(body), cipher.final()]);
    return ['mv2', kid, phase, b64(iv), b64(ct), b64(cipher.getAuthTag())].join('.');
  }

  open(token: string): VaultState {
    const parts = token.split('.');
    if (parts.length !== 6 || parts[0] !== 'mv2') throw new SealError('unrecognised state');
    const [, kid, , iv, ct, tag] = parts as [string, string, string, string, string, string];
    const key = this.ring.keys.get(kid);
    if (!key) throw new SealError('state key retired');
    try {
      const d = createDecipheriv('aes-256-gcm', key, unb64(iv));
      d.setAAD(Buffer.from(`mv2.${kid}`));
      d.setAuthTag(unb64(tag));
      return decodeState(Buffer.concat([d.update(unb64(ct)), d.final()]));
    } catch {
      throw new SealError('state failed authentication');
    }
  }

  static phaseOf(token: string): Phase | undefined {
    const phase = token.split('.')[2];
    return phase === 'confirm' || phase === 'links' || phase === 'meta' ? phase : undefined;
  }
}

/** Open state and make sure it was minted for this user and tool. */
export function openFor(sealer: StateSealer, token: string, userId: string, tool: string): VaultState {
  const s = sealer.open(token);
  if (s.sub !== userId || s.tool !== tool) throw new SealError('state was issued for another call'); // expect-todo: require-state-binding
  return s;
}
