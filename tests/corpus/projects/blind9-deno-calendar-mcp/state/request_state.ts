import { encodeHex } from '@std/encoding/hex';
import type { SealedBox } from '../crypto/sealed_box.ts';

export const STATE_PREFIX = 'v2.';
export const STATE_TTL_SECONDS = 5 * 60;

/** Who and what a state is for. `args` are the tool arguments that must not change between rounds. */
export interface Binding {
  sub: string;
  tool: string;
  args?: Record<string, unknown>;
}

interface Envelope<T> {
  sub: string;
  tool: string;
  argsDigest: string | null;
  exp: number; // epoch seconds
  data: T;
}

/** Epoch seconds. Injectable for tests. */
export type Clock = () => number;
const systemClock: Clock = () => Math.floor(Date.now() / 1000);

export async function digestArgs(args?: Record<string, unknown>): Promise<string | null> {
  if (!args) return null;
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return encodeHex(new Uint8Array(hash));
}

export function createRequestStateSealer(
  box: SealedBox,
  { ttlSeconds = STATE_TTL_SECONDS, clock = systemClock }: { ttlSeconds?: number; clock?: Clock } = {},
) {
  if (ttlSeconds <= 0 || ttlSeconds > 600) throw new RangeError('request state must expire within 10 minutes');
  const context = (b: Binding) => `calendar-mcp/request-state\u0000${b.tool}\u0000${b.sub}`;

  return {
    async seal<T>(data: T, binding: Binding): Promise<string> {
      const envelope: Envelope<T> = {
        sub: binding.sub,
        tool: binding.tool,
        argsDigest: await digestArgs(binding.args),
        exp: clock() + ttlSeconds,
        data,
      };
      return STATE_PREFIX + (await box.seal(envelope, context(binding)));
    },

    async open<T>(raw: string | undefined, binding: Binding): Promise<T | null> {
      if (!raw?.startsWith(STATE_PREFIX)) return null;
      const envelope = await box.open<Envelope<T>>(raw.slice(STATE_PREFIX.length), context(binding));
      if (!envelope) return null;
      if (envelope.sub !== binding.sub || envelope.tool !== binding.tool) return null;
      if (envelope.exp <= clock()) return null;
      if (envelope.argsDigest !== (await digestArgs(binding.args))) return null;
      return envelope.data;
    },
  };
}

export type RequestStateSealer = ReturnType<typeof createRequestStateSealer>;
