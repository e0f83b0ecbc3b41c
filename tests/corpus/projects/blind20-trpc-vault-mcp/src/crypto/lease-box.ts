import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM box for short-lived Vault wrapping tokens that have to survive a
 * round trip through the client. The associated data ties a box to one user and path.
 */
export class LeaseBox {
  private constructor(private readonly key: Buffer) {}

  static fromMasterKey(master: Buffer): LeaseBox {
    const key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'vault-mcp/lease-box/v1', 32));
    return new LeaseBox(key);
  }

  seal(plaintext: string, associated: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(associated, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
  }

  open(sealed: string, associated: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 3) throw new Error('malformed lease box');
    const [iv, body, tag] = parts.map((p) => Buffer.from(p, 'base64url'));
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('malformed lease box');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(associated, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}
