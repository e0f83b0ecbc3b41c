import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Request state for multi round-trip tool calls: AES-256-GCM, bound to the
 * user, the tool and a digest of the arguments, five minute lifetime.
 *
 * Wire format: v1.<keyId>.<iv>.<ciphertext>.<tag>   (all base64url)
 */

const FORMAT = 'v1';
const MAX_TTL_SECONDS = 300;
const HKDF_INFO = 'travel-mcp/request-state';

export interface StatePayload<T> {
  sub: string;
  tool: string;
  args: string;
  /** epoch seconds */
  exp: number;
  data: T;
}

export class StateError extends Error {
  override name = 'StateError';
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const digestArgs = (args: unknown): string => createHash('sha256').update(canonical(args)).digest('base64url');

/** Derived per-purpose keys, addressable by id so we can rotate the master. */
export class StateKeyring {
  private readonly keys = new Map<string, Buffer>();

  private constructor(private readonly currentId: string) {}

  static fromMasterKeys(masters: Record<string, Buffer>, currentId: string): StateKeyring {
    const ring = new StateKeyring(currentId);
    for (const [id, master] of Object.entries(masters)) {
      if (master.length < 32) throw new Error(`state master key ${id} is shorter than 32 bytes`);
      ring.keys.set(id, Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `${HKDF_INFO}/${id}`, 32)));
    }
    if (!ring.keys.has(currentId)) throw new Error(`no state key with id ${currentId}`);
    return ring;
  }

  current(): { id: string; key: Buffer } {
    return { id: this.currentId, key: this.keys.get(this.currentId)! };
  }

  get(id: string): Buffer | undefined {
    return this.keys.get(id);
  }

  builder(): SealedStateBuilder {
    return new SealedStateBuilder(this);
  }
}

/** Fluent builder: ring.builder().forSubject(u).forTool(t).withArgs(a).carrying(d).seal() */
export class SealedStateBuilder<T = unknown> {
  private subject?: string;
  private tool?: string;
  private argsDigest?: string;
  private ttl = MAX_TTL_SECONDS;
  private data?: T;

  constructor(private readonly ring: StateKeyring) {}

  forSubject(subject: string): this {
    this.subject = subject;
    return this;
  }

  forTool(tool: string): this {
    this.tool = tool;
    return this;
  }

  withArgs(args: unknown): this {
    this.argsDigest = digestArgs(args);
    return this;
  }

  ttlSeconds(seconds: number): this {
    if (!Number.isInteger(seconds) || seconds <= 0 || seconds > MAX_TTL_SECONDS) {
      throw new RangeError(`state ttl must be 1..${MAX_TTL_SECONDS} seconds`);
    }
    this.ttl = seconds;
    return this;
  }

  carrying<U>(data: U): SealedStateBuilder<U> {
    const next = this as unknown as SealedStateBuilder<U>;
    next.data = data;
    return next;
  }

  seal(): string {
    if (!this.subject || !this.tool || !this.argsDigest) {
      throw new Error('sealed state needs a subject, a tool and the arguments');
    }
    const payload: StatePayload<T | undefined> = {
      sub: this.subject,
      tool: this.tool,
      args: this.argsDigest,
      exp: Math.floor(Date.now() / 1000) + this.ttl,
      data: this.data,
    };
    const { id, key } = this.ring.current();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    cipher.setAAD(Buffer.from(`${FORMAT}.${id}`));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return [FORMAT, id, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }
}

/** Decrypts and authenticates state, then checks subject and expiry. Tool and args are checked by the caller. */
export function openSealedState<T>(ring: StateKeyring, raw: string, expected: { subject: string }): StatePayload<T> {
  const parts = raw.split('.');
  if (parts.length !== 5 || parts[0] !== FORMAT) throw new StateError('unsupported state format');
  const [format, keyId, ivPart, ctPart, tagPart] = parts;

  const key = ring.get(keyId);
  if (!key) throw new StateError('unknown state key');
  const iv = Buffer.from(ivPart, 'base64url');
  const tag = Buffer.from(tagPart, 'base64url');
  if (iv.length !== 12 || tag.length !== 16) throw new StateError('malformed state');

  let plaintext: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    decipher.setAAD(Buffer.from(`${format}.${keyId}`));
    decipher.setAuthTag(tag);
    plaintext = Buffer.concat([decipher.update(Buffer.from(ctPart, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new StateError('state failed authentication');
  }

  const payload = JSON.parse(plaintext) as StatePayload<T>;
  if (payload.sub !== expected.subject) throw new StateError('state belongs to another user');
  if (typeof payload.exp !== 'number' || payload.exp <= Math.floor(Date.now() / 1000)) throw new StateError('state expired');
  return payload;
}
