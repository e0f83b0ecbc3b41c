import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Keyring } from './keyring';

export const APPROVAL_TTL_SECONDS = 10 * 60;
const VERSION = 'a2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Who may redeem a confirmation, and in which tool. Authenticated as GCM additional data. */
export interface ApprovalBinding {
  userId: string;
  tool: string;
}

interface Envelope<T> {
  p: T;
  exp: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function additionalData({ userId, tool }: ApprovalBinding): Buffer {
  if (!userId || !tool) throw new Error('an approval must be bound to a user and a tool');
  return Buffer.from(`${VERSION}\u0000${userId}\u0000${tool}`, 'utf8');
}

/**
 * Encrypted, authenticated confirmation state: `a2.<kid>.<iv>.<ciphertext>.<tag>` (base64url).
 * The client can neither read nor change it, nor use it as another user or in another tool.
 */
export function createApprovalBox(ring: Keyring, clock: () => number = nowSeconds) {
  return {
    seal<T extends object>(payload: T, binding: ApprovalBinding): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(additionalData(binding));
      const envelope: Envelope<T> = { p: payload, exp: clock() + APPROVAL_TTL_SECONDS };
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]);
      return [VERSION, ring.current.id, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },

    /** The payload, or null when the token is malformed, forged, expired, or for another user or tool. */
    open<T>(token: string, binding: ApprovalBinding): T | null {
      const parts = token.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION) return null;
      const [, kid, ivText, ctText, tagText] = parts as [string, string, string, string, string];

      const key = ring.byId(kid);
      if (!key) return null;
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;

      let plaintext: string;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(additionalData(binding));
        decipher.setAuthTag(tag);
        plaintext = Buffer.concat([decipher.update(Buffer.from(ctText, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null; // wrong key, wrong user/tool, or a changed byte
      }

      const envelope = JSON.parse(plaintext) as Envelope<T>;
      if (typeof envelope.exp !== 'number' || envelope.exp <= clock()) return null;
      return envelope.p;
    },
  };
}

export type ApprovalBox = ReturnType<typeof createApprovalBox>;
