import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

export interface Binding { user: string; tool: string; args: Record<string, unknown> }

const canonical = (v: unknown): string =>
  Array.isArray(v) ? `[${v.map(canonical).join(',')}]`
  : v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as any)[k])}`).join(',')}}`
  : JSON.stringify(v);

export const argsDigest = (args: Record<string, unknown>) =>
  createHash('sha256').update(canonical(args)).digest('base64url');

/** Encrypted (A256GCM, so also authenticated) continuation state, bound to user, tool and arguments. */
export class SealedState<T extends object> {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: () => number = Date.now,
    private readonly ttl = '10m',
  ) {}

  seal(payload: T, b: Binding): Promise<string> {
    return new EncryptJWT({ data: payload, tool: b.tool, argsDigest: argsDigest(b.args) })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setSubject(b.user)
      .setIssuedAt(Math.floor(this.clock() / 1000))
      .setExpirationTime(Math.floor(this.clock() / 1000) + 600)
      .encrypt(this.key);
  }

  async open(token: string, b: Binding): Promise<T | null> {
    try {
      const { payload } = await jwtDecrypt(token, this.key, {
        subject: b.user,
        maxTokenAge: this.ttl,
        currentDate: new Date(this.clock()),
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      if (payload.tool !== b.tool) return null;
      if (payload.argsDigest !== argsDigest(b.args)) return null;
      return payload.data as T;
    } catch {
      return null;
    }
  }
}
