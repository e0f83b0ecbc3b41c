import { z } from 'zod';
import {
  type Base64Url,
  type SealedToken,
  type ToolName,
  type UserId,
  asBase64Url,
  fromBase64Url,
  macOf,
  sameMac,
  toBase64Url,
} from '../crypto/tokens.js';
import { nowMs, nowSeconds } from '../clock.js';

export interface Binding {
  readonly userId: UserId;
  readonly tool: ToolName;
}

export enum Refusal {
  Malformed = 'malformed',
  Signature = 'signature',
  Expired = 'expired',
  WrongUser = 'user',
  WrongTool = 'tool',
  Shape = 'shape',
}

export type Opened<T> =
  | { readonly ok: true; readonly state: T; readonly issuedFor: Binding }
  | { readonly ok: false; readonly reason: Refusal };

const Envelope = z.object({
  v: z.literal(1),
  sub: z.string().min(1),
  tool: z.string().min(1),
  exp: z.number().int().positive(),
  body: z.unknown(),
});
type Envelope = z.infer<typeof Envelope>;

/**
 * Signs a typed payload into an opaque `v1.<body>.<mac>` token and back.
 * Subclasses only say which schema the payload has and how long it may live.
 */
export abstract class StateCodec<TState, TSchema extends z.ZodType<TState> = z.ZodType<TState>> {
  protected abstract readonly schema: TSchema;
  protected abstract readonly lifetimeMs: number;

  seal(state: TState, binding: Binding): SealedToken {
    const envelope: Envelope = {
      v: 1,
      sub: binding.userId,
      tool: binding.tool,
      exp: nowMs() + this.lifetimeMs,
      body: this.schema.parse(state),
    };
    const body = toBase64Url(JSON.stringify(envelope));
    return `v1.${body}.${macOf(body)}` as SealedToken;
  }

  open(token: string | undefined, binding: Binding): Opened<TState> {
    const parts = token?.split('.') ?? [];
    if (parts.length !== 3 || parts[0] !== 'v1') return { ok: false, reason: Refusal.Malformed };
    const [, rawBody, presented] = parts as [string, string, string];
    const body: Base64Url = asBase64Url(rawBody);

    if (!sameMac(presented, macOf(body))) return { ok: false, reason: Refusal.Signature };

    let envelope: Envelope;
    try {
      envelope = Envelope.parse(JSON.parse(fromBase64Url(body)));
    } catch {
      return { ok: false, reason: Refusal.Malformed };
    }

    if (envelope.exp < nowSeconds()) return { ok: false, reason: Refusal.Expired }; // expect: require-state-binding
    if (envelope.sub !== binding.userId) return { ok: false, reason: Refusal.WrongUser };
    if (envelope.tool !== binding.tool) return { ok: false, reason: Refusal.WrongTool };

    const state = this.schema.safeParse(envelope.body);
    if (!state.success) return { ok: false, reason: Refusal.Shape };
    return { ok: true, state: state.data, issuedFor: binding };
  }
}

export function isRefusal<T>(opened: Opened<T>): opened is Extract<Opened<T>, { ok: false }> {
  return !opened.ok;
}
