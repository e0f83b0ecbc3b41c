import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { useRuntimeConfig } from 'nitropack/runtime';

export const STATE_TTL_SECONDS = 300;
export const STATE_FORMAT_PREFIX = 'v1.';

export interface SealedPayload {
  tool: string;
  argsDigest: string;
  [key: string]: unknown;
}

export interface HandlerCtx {
  mcpReq: { method: string; inputResponses?: Record<string, unknown>; requestState<T>(): T | undefined };
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

export function userIdOf(ctx: HandlerCtx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new Error('no authenticated user');
  return id;
}

let cachedKey: Uint8Array | undefined;

/** Loads the state key once; throws when it is missing or short. Called at boot by the key plugin. */
export function loadStateKey(): Uint8Array {
  if (cachedKey) return cachedKey;
  const encoded = useRuntimeConfig().mcpStateKey as string;
  if (!encoded) throw new Error('NITRO_MCP_STATE_KEY is not set');
  const key = new Uint8Array(Buffer.from(encoded, 'base64'));
  if (key.byteLength < 32) throw new Error(`NITRO_MCP_STATE_KEY must decode to at least 32 bytes (got ${key.byteLength})`);
  cachedKey = key;
  return key;
}

let codec: ReturnType<typeof createRequestStateCodec<SealedPayload>> | undefined;

export function stateCodec() {
  codec ??= createRequestStateCodec<SealedPayload>({
    key: loadStateKey(),
    ttlSeconds: STATE_TTL_SECONDS,
    // Binds every sealed state to the signed-in user and the MCP method.
    bind: (ctx: HandlerCtx) => `${userIdOf(ctx)}|${ctx.mcpReq.method}`,
  });
  return codec;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Digest of the tool arguments, sealed into state so a retry cannot swap them. */
export function digestArgs(tool: string, args: unknown): string {
  return createHash('sha256').update(tool).update('\0').update(canonical(args)).digest('hex');
}
