import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

export interface CanaryProgress {
  userId: string;
  tool: 'promote_canary';
  service: string;
  canaryId: string;
  weight: number;
  exp: number;
}

/**
 * Canary progress names internal pods and replica counts, so it is encrypted
 * rather than just signed before it goes to the client.
 */
export class ProgressCipher {
  private constructor(private readonly key: Buffer) {}

  static fromSecret(secret: string): ProgressCipher {
    return new ProgressCipher(scryptSync(secret, 'deploybot/canary-progress', 32));
  }

  seal(progress: CanaryProgress): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', this.key, iv); // expect-todo: require-sealed-state
    const body = Buffer.concat([cipher.update(JSON.stringify(progress), 'utf8'), cipher.final()]);
    return `${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  open(token: string): CanaryProgress {
    const [ivPart, bodyPart] = token.split('.');
    if (!ivPart || !bodyPart) throw new Error('malformed canary state');
    const decipher = createDecipheriv('aes-256-cbc', this.key, Buffer.from(ivPart, 'base64url'));
    const json = Buffer.concat([decipher.update(Buffer.from(bodyPart, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(json) as CanaryProgress;
  }
}
