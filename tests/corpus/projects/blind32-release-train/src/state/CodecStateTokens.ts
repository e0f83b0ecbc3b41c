import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { Result } from '../shared/result.js';
import { argsDigest, StateTokenError, type StateBinding, type StateTokens, type ToolContext } from './StateTokens.js';

interface Minted {
  readonly tool: string;
  readonly argsDigest: string;
  readonly data: unknown;
}

/**
 * Uses the SDK's request-state codec (HMAC-SHA256, expiry built in). The server has no
 * verify hook because the JWT backend shares the handlers, so tokens are verified here.
 */
export class CodecStateTokens implements StateTokens {
  private readonly codec;

  constructor(secret: string) {
    this.codec = createRequestStateCodec<Minted>({
      key: Buffer.from(secret, 'utf8'),
      ttlSeconds: 600,
      // Per-client binding: the release CLI and the chat integration each get their own states.
      bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'release-train-local', // expect: require-state-binding
    });
  }

  async issue<T extends object>(payload: T, binding: StateBinding, ctx: ToolContext): Promise<string> {
    return this.codec.mint({ tool: binding.tool, argsDigest: argsDigest(binding.args), data: payload }, ctx);
  }

  async open<T extends object>(raw: string, binding: StateBinding, ctx: ToolContext): Promise<Result<T, StateTokenError>> {
    let minted: Minted;
    try {
      minted = await this.codec.verify(raw, ctx);
    } catch {
      return Result.err(new StateTokenError('signature'));
    }
    if (minted.tool !== binding.tool) return Result.err(new StateTokenError('tool'));
    if (minted.argsDigest !== argsDigest(binding.args)) return Result.err(new StateTokenError('args'));
    return Result.ok(minted.data as T);
  }
}
