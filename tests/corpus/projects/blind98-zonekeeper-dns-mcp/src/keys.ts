// Derives the request-state signing keys from master secrets with HKDF and resolves them by key id.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';

const SALT = 'zonekeeper/request-state';
const INFO = 'hs256-signing-key:v2';

export interface StateKeyring {
  currentId: string;
  current: Uint8Array;
  byId(kid: string | undefined): Uint8Array;
}

function derive(master: Buffer): Uint8Array {
  if (!master || master.length < 32) throw new Error('state master key must be at least 32 bytes');
  return new Uint8Array(hkdfSync('sha256', master, SALT, INFO, 32));
}

export function createKeyring(opts: {
  currentId: string;
  currentMaster: Buffer;
  previousId?: string;
  previousMaster?: Buffer | null;
}): StateKeyring {
  const keys = new Map<string, Uint8Array>([[opts.currentId, derive(opts.currentMaster)]]);
  if (opts.previousMaster && opts.previousId && opts.previousId !== opts.currentId) {
    keys.set(opts.previousId, derive(opts.previousMaster));
  }
  return {
    currentId: opts.currentId,
    current: keys.get(opts.currentId),
    byId(kid) {
      const key = kid ? keys.get(kid) : undefined;
      if (!key) throw new Error('unknown state key id');
      return key;
    },
  };
}
