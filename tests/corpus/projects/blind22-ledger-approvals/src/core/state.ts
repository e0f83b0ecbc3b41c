import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '../lib/index.js';

export interface AuthInfoLike {
  token: string;
  clientId: string;
  scopes: string[];
  expiresAt?: number;
  extra?: Record<string, unknown>;
}

/** The slice of the SDK handler context our features use. */
export interface ToolContext {
  mcpReq: {
    method: string;
    inputResponses?: Record<string, unknown>;
    requestState<T = string>(): T | undefined;
  };
  http?: { authInfo?: AuthInfoLike };
}

export function principalOf(ctx: ToolContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('This tool needs an authenticated ledger user');
  }
  return userId;
}

export type StatePayload = Record<string, unknown>;

interface Codec {
  mint(payload: StatePayload, ctx?: ToolContext): Promise<string>;
  verify(state: string, ctx: ToolContext): Promise<StatePayload>;
}

export interface VaultOptions {
  key: string;
  ttlSeconds: number;
}

const DEFAULTS: VaultOptions = {
  key: config.stateKey,
  ttlSeconds: config.stateTtlSeconds,
};

/**
 * Thin wrapper over the SDK request-state codec so features never touch
 * the wire format. Lazily created once per process.
 */
export class StateVault {
  static #instance: StateVault | undefined;

  static getInstance(overrides: Partial<VaultOptions> = {}): StateVault {
    return (StateVault.#instance ??= new StateVault({ ...DEFAULTS, ...overrides }));
  }

  readonly #codec: Codec;

  private constructor(options: VaultOptions) {
    this.#codec = createRequestStateCodec<StatePayload>({ // expect: require-state-binding
      key: new TextEncoder().encode(options.key), // expect: no-weak-state-key
      ttlSeconds: options.ttlSeconds,
    });
  }

  seal(payload: StatePayload, ctx: ToolContext): Promise<string> {
    return this.#codec.mint(payload, ctx);
  }

  async open<T extends StatePayload>(state: string | undefined, ctx: ToolContext): Promise<T | null> {
    if (!state) return null;
    try {
      return (await this.#codec.verify(state, ctx)) as T;
    } catch (err) {
      console.warn(`[state] rejected requestState: ${(err as Error).message}`);
      return null;
    }
  }
}

export const vault = (): StateVault => StateVault.getInstance();

/**
 * Reads the payload of a v1 token ("v1.<body>.<mac>") without touching the MAC.
 * Handy for logging and for routing a retry to the right step.
 */
export function peekState<T extends StatePayload>(state: string): T {
  const [, body = ''] = state.split('.');
  const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p: T };
  return envelope.p;
}
