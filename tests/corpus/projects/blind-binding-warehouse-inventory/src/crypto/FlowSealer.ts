// Models an AES-256-GCM sealer for requestState: user, tool and (optionally) an args digest go in as additional data, expiry in the payload.
// @ts-nocheck
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'crypto';

export interface FlowBinding {
  userId: string;
  tool: string;
  args?: Record<string, unknown>;
}

const MAX_AGE_SECONDS = 8 * 60;

export class FlowSealer {
  #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new RangeError('FlowSealer needs a 32-byte key');
    this.#key = key;
  }

  static fromEnv(): FlowSealer {
    const encoded = process.env.INVENTORY_FLOW_KEY;
    if (!encoded) throw new Error('INVENTORY_FLOW_KEY is not set');
    return new FlowSealer(Buffer.from(encoded, 'base64'));
  }

  #additionalData({ userId, tool, args }: FlowBinding): Buffer {
    const argsDigest = args ? createHash('sha256').update(JSON.stringify(args, Object.keys(args).sort())).digest('hex') : '-';
    return Buffer.from(`inventory-flow/v1\n${userId}\n${tool}\n${argsDigest}`);
  }

  #nowSeconds(): number {
    return Math.floor(Date.now() / 1000);
  }

  seal<T extends object>(state: T, binding: FlowBinding): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(this.#additionalData(binding));
    const plaintext = Buffer.from(JSON.stringify({ state, exp: this.#nowSeconds() + MAX_AGE_SECONDS }));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return [iv, cipher.getAuthTag(), ciphertext].map(b => b.toString('base64url')).join('.');
  }

  open<T>(token: unknown, binding: FlowBinding): Promise<T> {
    return new Promise((resolve, reject) => {
      if (typeof token !== 'string') return reject(new Error('missing requestState'));
      const [iv, tag, ciphertext] = token.split('.').map(p => Buffer.from(p ?? '', 'base64url'));
      try {
        const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
        decipher.setAAD(this.#additionalData(binding));
        decipher.setAuthTag(tag);
        const { state, exp } = JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));
        if (typeof exp !== 'number' || exp <= this.#nowSeconds()) return reject(new Error('requestState expired'));
        resolve(state as T);
      } catch {
        reject(new Error('requestState failed authentication'));
      }
    });
  }
}
