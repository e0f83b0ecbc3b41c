import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { env } from '../env.js';

/** The parts of the SDK handler context this server relies on. */
export interface HandlerCtx {
  http?: { authInfo?: { clientId: string; scopes: string[]; extra?: Record<string, unknown> } };
  mcpReq: {
    method: string;
    inputResponses?: Record<string, unknown>;
    requestState<T = string>(): T | undefined;
  };
}

export interface Codec<T> {
  mint(payload: T, ctx?: HandlerCtx): Promise<string>;
  verify(state: string, ctx: HandlerCtx): Promise<T>;
}

export interface RotatePending {
  path: string;
  argsDigest: string;
}

export interface InspectPending {
  path: string;
  /** AEAD box holding the Vault wrapping token; unreadable without the lease key. */
  leaseBox: string;
}

/** States may wait five minutes for the user. */
const TTL_SECONDS = 300;

export function principalOf(ctx: HandlerCtx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('no authenticated principal on this request');
  }
  return userId;
}

/**
 * One codec per tool, each bound to the caller and to the tool name, created lazily
 * and kept for the life of the process.
 */
export class StateCodecs {
  readonly #byTool = new Map<string, Codec<unknown>>();

  private constructor(private readonly key: Uint8Array) {}

  static fromEnv(): StateCodecs {
    return new StateCodecs(env.stateKey);
  }

  get rotateSecret(): Codec<RotatePending> {
    return this.#forTool<RotatePending>('rotate_secret');
  }

  get inspectSecret(): Codec<InspectPending> {
    return this.#forTool<InspectPending>('inspect_secret');
  }

  #forTool<T>(tool: string): Codec<T> {
    let codec = this.#byTool.get(tool);
    if (!codec) {
      codec = createRequestStateCodec<unknown>({
        key: this.key,
        ttlSeconds: TTL_SECONDS,
        bind: (ctx: HandlerCtx) => `${principalOf(ctx)}\u0000${tool}`,
      }) as Codec<unknown>;
      this.#byTool.set(tool, codec);
    }
    return codec as Codec<T>;
  }
}
