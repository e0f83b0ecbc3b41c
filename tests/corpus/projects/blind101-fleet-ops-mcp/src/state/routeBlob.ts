// Packs route-planning drafts into an opaque string so plan_route can resume after the dispatcher answers.
// @ts-nocheck
import { ctr } from '@noble/ciphers/aes';
import { randomBytes } from '@noble/ciphers/webcrypto';
import { bytesToUtf8, hexToBytes, utf8ToBytes } from '@noble/ciphers/utils';

const IV_BYTES = 16;

export interface RouteDraft {
  requestedBy: string;
  createdAt: number;
  vehicleId: string;
  unitId: string;
  routeId: string;
  legs: Array<{ to: string; km: number; min: number }>;
  eligibleDrivers: string[];
}

function encryptCtr(key: Uint8Array, plain: Uint8Array): Uint8Array {
  const iv = randomBytes(IV_BYTES);
  const body = ctr(key, iv).encrypt(plain);
  const out = new Uint8Array(IV_BYTES + body.length);
  out.set(iv, 0);
  out.set(body, IV_BYTES);
  return out;
}

function decryptCtr(key: Uint8Array, packed: Uint8Array): Uint8Array {
  if (packed.length <= IV_BYTES) throw new Error('route draft is truncated');
  return ctr(key, packed.subarray(0, IV_BYTES)).decrypt(packed.subarray(IV_BYTES));
}

export function createRouteDraftBox(keyHex: string) {
  const key = hexToBytes(keyHex);
  if (key.length !== 32) throw new Error('ROUTE_DRAFT_KEY_HEX must encode 32 bytes');

  return {
    pack(draft: RouteDraft): string {
      return Buffer.from(encryptCtr(key, utf8ToBytes(JSON.stringify(draft)))).toString('base64url');
    },
    unpack(blob: string): RouteDraft {
      return JSON.parse(bytesToUtf8(decryptCtr(key, Buffer.from(blob, 'base64url'))));
    },
  };
}

export type RouteDraftBox = ReturnType<typeof createRouteDraftBox>;
