import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { createStateSealer, refusal, safeEqual } from 'eslint-plugin-mcp-state/seal';
import type { z } from 'zod';

export { refusal, safeEqual };

declare const userBrand: unique symbol;
export type UserId = string & { readonly [userBrand]: true };

/** What the sealer binds a state to. `args` only for tools that change something. */
export type Binding<A extends Record<string, unknown> = Record<string, unknown>> = {
  readonly userId: UserId;
  readonly tool: string;
  readonly args?: A;
};

type KeyRing = [{ id: string; secret: string }, ...{ id: string; secret: string }[]];

const MIN_KEY_BYTES = 32;

function keyFromEnv(name: string): string {
  const secret = process.env[name];
  if (!secret || Buffer.byteLength(secret, 'utf8') < MIN_KEY_BYTES) {
    throw new Error(`${name} must be set to at least ${MIN_KEY_BYTES} random bytes (openssl rand -base64 32)`);
  }
  return secret;
}

/** Current key signs; the previous one (during a rotation) still opens state sealed with it. */
function loadKeyRing(): KeyRing {
  const ring: KeyRing = [{ id: process.env.DOC_STATE_KEY_ID ?? 'current', secret: keyFromEnv('DOC_STATE_KEY') }];
  if (process.env.DOC_STATE_KEY_PREVIOUS) {
    ring.push({ id: process.env.DOC_STATE_KEY_PREVIOUS_ID ?? 'previous', secret: keyFromEnv('DOC_STATE_KEY_PREVIOUS') });
  }
  return ring;
}

const sealer = createStateSealer({ keys: loadKeyRing(), ttlSeconds: 600 });

export type Redeemed<T> = { readonly ok: true; readonly state: T } | { readonly ok: false; readonly reason: string };

/**
 * A typed view over the sealer: every tool declares the schema of its state,
 * so what comes back from the client is both verified and shape-checked.
 */
export class StateChannel<S extends z.ZodType<Record<string, unknown>>> {
  constructor(private readonly schema: S) {}

  issue(state: z.input<S>, binding: Binding): string {
    return sealer.seal(this.schema.parse(state), binding);
  }

  redeem(token: string, binding: Binding): Redeemed<z.output<S>> {
    const opened = sealer.open(token, binding);
    if (!opened.ok) return { ok: false, reason: opened.reason };
    const parsed = this.schema.safeParse(opened.state);
    return parsed.success ? { ok: true, state: parsed.data } : { ok: false, reason: 'malformed' };
  }
}

export class NotAuthenticated extends Error {
  override readonly name = 'NotAuthenticated';
}

/** The user our bearer verifier put into authInfo.extra; HTTP only, never the OAuth client id. */
export function requireUser(authInfo: AuthInfo | undefined): UserId {
  const candidate = authInfo?.extra?.['userId'];
  if (typeof candidate !== 'string' || candidate === '') throw new NotAuthenticated('no authenticated user on this request');
  return candidate as UserId;
}
