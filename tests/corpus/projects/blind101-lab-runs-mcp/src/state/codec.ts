// requestState for the run tools: SDK HMAC codec on a derived key, bound to the caller; tool and argument digest travel in the payload.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import sodium from 'libsodium-wrappers';

export interface RunState {
  apiVersion: string;
  tool: string;
  argsDigest: string;
  runId?: string;
  instrumentId?: string;
  offeredSlots?: string[];
}

export function userIdOf(ctx): string | undefined {
  return ctx.http?.authInfo?.extra?.userId;
}

export function labIdOf(ctx): string | undefined {
  return ctx.http?.authInfo?.extra?.labId;
}

export function createRunStateCodec(codecKey: Uint8Array) {
  return createRequestStateCodec<RunState>({
    key: codecKey,
    ttlSeconds: 600,
    bind: (ctx) => {
      const userId = userIdOf(ctx);
      if (!userId) throw new Error('requestState requires an authenticated caller');
      return `user:${userId}`;
    },
  });
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function digestArgs(args: Record<string, unknown>): string {
  return sodium.to_base64(sodium.crypto_generichash(32, canonical(args)), sodium.base64_variants.URLSAFE_NO_PADDING);
}

export async function openRunState(codec, ctx, tool: string, args: Record<string, unknown>) {
  const raw = ctx.mcpReq.requestState();
  if (raw === undefined || raw === null) return { fresh: true as const };
  let state: RunState;
  try {
    state = await codec.verify(raw, ctx);
  } catch {
    return { rejected: true as const };
  }
  if (state.tool !== tool || state.argsDigest !== digestArgs(args)) return { rejected: true as const };
  return { state };
}
