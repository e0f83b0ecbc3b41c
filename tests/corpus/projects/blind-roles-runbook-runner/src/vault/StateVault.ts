// AES-256-GCM vault that encrypts requestState; one shared instance from env, one for local mode.
// @ts-nocheck
import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';
import pkg from '../../package.json' with { type: 'json' };

export interface Binding {
  userId: string;
  tool: string;
}

export class StateVault {
  static #shared: StateVault | undefined;
  #key: Buffer;

  private constructor(key: Buffer) {
    this.#key = key;
  }

  static fromEnv(): StateVault {
    const raw = import.meta.env.RUNBOOK_STATE_KEY ?? 'unset';
    if (raw.length < 32) throw new Error('RUNBOOK_STATE_KEY must be at least 32 characters');
    return (StateVault.#shared ??= new StateVault(createHash('sha256').update(raw).digest()));
  }

  // Laptop mode: no env setup needed.
  static forLocalMode(): StateVault {
    return new StateVault(scryptSync(`${pkg.name}:${process.pid}`, 'runbook-local', 32)); // expect: no-weak-state-key
  }

  seal(payload: Record<string, unknown>, { userId, tool }: Binding): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const plain = JSON.stringify({
      ...payload,
      userId,
      tool,
      exp: Math.floor(Date.now() / 1000) + 300, // expect-todo: require-state-binding
    });
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, ct, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
  }

  open(sealed: string, { userId, tool }: Binding) {
    const [iv, ct, tag] = String(sealed).split('.').map((p) => Buffer.from(p ?? '', 'base64url'));
    if (!iv?.length || !tag || tag.length !== 16) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
      decipher.setAuthTag(tag);
      const state = JSON.parse(Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8'));
      return state.userId === userId && state.tool === tool ? state : null;
    } catch {
      return null;
    }
  }
}
