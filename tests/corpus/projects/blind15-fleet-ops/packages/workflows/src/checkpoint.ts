import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/**
 * A paused workflow run. It travels to the MCP client as requestState and comes
 * back on the retry, so the server keeps nothing between rounds.
 */
export interface Checkpoint {
  workflow: string;
  runId: string;
  userId: string;
  input: Record<string, unknown>;
  /** Results of the steps already taken, in order (activities and answers). */
  history: unknown[];
  /** Unix seconds. */
  exp: number;
}

export class CheckpointCodec {
  readonly #key: Buffer;

  constructor(secret: string | Buffer, readonly ttlSeconds = 600) {
    // Stretch whatever we are given into a proper AES-256 key.
    this.#key = scryptSync(secret, 'fleet-ops/workflow-checkpoint', 32);
  }

  expiry(nowSeconds = Math.floor(Date.now() / 1000)): number {
    return nowSeconds + this.ttlSeconds;
  }

  encode(checkpoint: Checkpoint): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', this.#key, iv);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(checkpoint), 'utf8'), cipher.final()]);
    return `cp1.${iv.toString('base64url')}.${ciphertext.toString('base64url')}`;
  }

  decode(token: string): Checkpoint {
    const [tag, iv, ciphertext] = token.split('.');
    if (tag !== 'cp1' || !iv || !ciphertext) throw new Error('not a workflow checkpoint');
    const decipher = createDecipheriv('aes-256-cbc', this.#key, Buffer.from(iv, 'base64url'));
    const json = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(json) as Checkpoint;
  }
}
