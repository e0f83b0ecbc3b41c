// Creates and caches per-tool requestState codecs bound to the user and tool name.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { AppConfig } from '../config/app-config.js';

export type Codec<T> = ReturnType<typeof createRequestStateCodec<T>>;

/**
 * One codec per tool so a confirmation minted for one tool can never be
 * replayed against another one.
 */
export class StateCodecService {
  private readonly codecs = new Map<string, Codec<any>>();

  constructor(private readonly config: AppConfig = AppConfig.get()) {}

  forTool<T>(toolName: string): Codec<T> {
    let codec = this.codecs.get(toolName);
    if (!codec) {
      codec = createRequestStateCodec<T>({
        key: this.config.stateKey,
        ttlSeconds: this.config.stateTtlSeconds, // expect: require-state-binding
        bind: (ctx) => {
          const userId = ctx.http?.authInfo?.extra?.userId;
          if (typeof userId !== 'string') throw new Error('unauthenticated');
          return `${userId}|${toolName}`;
        },
      });
      this.codecs.set(toolName, codec);
    }
    return codec as Codec<T>;
  }
}
