import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AeadKey, StateKeys } from '../config/keys.js';
import { type ArgsDigest, argsDigest, sameDigest } from './digest.js';

/** Ten minutes, the longest a question may stay unanswered. */
export const STATE_TTL_MS = 10 * 60 * 1000;

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

export interface Binding {
  readonly userId: string;
  readonly tool: string;
  /** For destructive tools: the exact arguments the user confirmed. */
  readonly args?: Readonly<Record<string, unknown>>;
}

export enum Refusal {
  Malformed = 'malformed',
  UnknownKey = 'key',
  Forged = 'signature',
  Expired = 'expired',
  OtherUser = 'user',
  OtherTool = 'tool',
  OtherArgs = 'args',
  Shape = 'shape',
}

export type Opened<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: Refusal };

declare const sealedBrand: unique symbol;
export type Sealed<T> = string & { readonly [sealedBrand]: T };

const Envelope = z.object({
  sub: z.string().min(1),
  tool: z.string().min(1),
  exp: z.number().int(),
  args: z.string().optional(),
  p: z.unknown(),
});
type Envelope = z.infer<typeof Envelope>;

const VERSION = 'gb1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const b64 = (buf: Buffer): string => buf.toString('base64url');
const unb64 = (text: string): Buffer => Buffer.from(text, 'base64url');

/** Additional data: a state opens only under the binding it was sealed for. */
const aad = (keyId: string, binding: Binding): Buffer =>
  Buffer.from(JSON.stringify([VERSION, keyId, binding.userId, binding.tool]), 'utf8');

/**
 * AES-256-GCM sealed request state. The client can neither read nor change it;
 * the user, the tool and (when given) the arguments are checked on open.
 */
export abstract class SealedChannel<S extends z.ZodType> {
  protected abstract readonly schema: S;

  constructor(
    private readonly keys: StateKeys,
    private readonly clock: Clock = systemClock,
  ) {}

  seal(payload: z.input<S>, binding: Binding): Sealed<z.output<S>> {
    const { id, key } = this.keys.current;
    const envelope: Envelope = {
      sub: binding.userId,
      tool: binding.tool,
      exp: this.clock.now() + STATE_TTL_MS,
      ...(binding.args ? { args: argsDigest(binding.args) } : {}),
      p: this.schema.parse(payload),
    };
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad(id, binding));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]);
    return [VERSION, id, b64(iv), b64(ciphertext), b64(cipher.getAuthTag())].join('.') as Sealed<z.output<S>>;
  }

  open(token: string, binding: Binding): Opened<z.output<S>> {
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, reason: Refusal.Malformed };
    const [, keyId, ivText, bodyText, tagText] = parts as [string, string, string, string, string];

    const key = this.keyFor(keyId);
    if (!key) return { ok: false, reason: Refusal.UnknownKey };
    const iv = unb64(ivText);
    const tag = unb64(tagText);
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return { ok: false, reason: Refusal.Malformed };

    let envelope: Envelope;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(keyId, binding));
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(unb64(bodyText)), decipher.final()]).toString('utf8');
      envelope = Envelope.parse(JSON.parse(plain));
    } catch {
      return { ok: false, reason: Refusal.Forged };
    }

    if (envelope.exp <= this.clock.now()) return { ok: false, reason: Refusal.Expired };
    if (envelope.sub !== binding.userId) return { ok: false, reason: Refusal.OtherUser };
    if (envelope.tool !== binding.tool) return { ok: false, reason: Refusal.OtherTool };
    if (binding.args !== undefined || envelope.args !== undefined) {
      // sealed with arguments and opened without them (or the other way round) is a mismatch too
      const expected: ArgsDigest | undefined = binding.args && argsDigest(binding.args);
      if (!expected || !envelope.args || !sameDigest(envelope.args, expected)) return { ok: false, reason: Refusal.OtherArgs };
    }

    const parsed = this.schema.safeParse(envelope.p);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: Refusal.Shape };
  }

  private keyFor(id: string): AeadKey | undefined {
    if (id === this.keys.current.id) return this.keys.current.key;
    if (this.keys.previous && id === this.keys.previous.id) return this.keys.previous.key;
    return undefined;
  }
}
