import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM with a key ring: the first key seals, any key of the ring opens.
// Output: `<kid>.<base64url(iv | ciphertext | tag)>`. The `aad` names what the
// blob is for, so a blob made for one purpose never opens as another.

export interface Box {
  seal(plain: Uint8Array, aad: string): string;
  open(blob: string, aad: string): Buffer | null;
}

export interface RingKey {
  id: string;
  k: Buffer;
}

const IV = 12;
const TAG = 16;

export function makeBox(ring: readonly RingKey[]): Box {
  const current = ring[0];
  if (!current) throw new Error('key ring is empty');
  for (const { id, k } of ring) {
    if (k.length !== 32) throw new Error(`key ${id} must be 32 bytes`);
  }

  return {
    seal(plain, aad) {
      const iv = randomBytes(IV);
      const c = createCipheriv('aes-256-gcm', current.k, iv, { authTagLength: TAG });
      c.setAAD(Buffer.from(aad, 'utf8'));
      const out = Buffer.concat([iv, c.update(plain), c.final(), c.getAuthTag()]);
      return `${current.id}.${out.toString('base64url')}`;
    },

    open(blob, aad) {
      const dot = blob.indexOf('.');
      if (dot < 1) return null;
      const kid = blob.slice(0, dot);
      const entry = ring.find((r) => r.id === kid);
      if (!entry) return null;
      const raw = Buffer.from(blob.slice(dot + 1), 'base64url');
      if (raw.length < IV + TAG) return null;
      const d = createDecipheriv('aes-256-gcm', entry.k, raw.subarray(0, IV), { authTagLength: TAG });
      d.setAAD(Buffer.from(aad, 'utf8'));
      d.setAuthTag(raw.subarray(raw.length - TAG));
      try {
        return Buffer.concat([d.update(raw.subarray(IV, raw.length - TAG)), d.final()]);
      } catch {
        return null;
      }
    },
  };
}
